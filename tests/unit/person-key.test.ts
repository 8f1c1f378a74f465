import { describe, expect, it } from "vitest";
import {
  expertPersonKey,
  normaliseEmail,
  normalisePhone,
  personKey,
} from "~/domain/shared/person-key";

describe("e-mail normalisation", () => {
  it.each([
    ["anna@example.com", "anna@example.com"],
    ["  Anna.Virtanen@Example.COM ", "anna.virtanen@example.com"],
    ["\tANNA@EXAMPLE.COM\n", "anna@example.com"],
    // Providers' own rules are not guessed: these are other addresses.
    ["anna+gigs@example.com", "anna+gigs@example.com"],
    ["a.n.n.a@gmail.com", "a.n.n.a@gmail.com"],
    ["", null],
    ["   ", null],
    [null, null],
    [undefined, null],
  ])("%j is %j", (input, expected) => {
    expect(normaliseEmail(input)).toBe(expected);
  });
});

describe("phone normalisation", () => {
  it.each([
    // One Finnish mobile number, however it is written.
    ["+358 40 123 4567", "+358401234567"],
    ["+358401234567", "+358401234567"],
    ["040 123 4567", "+358401234567"],
    ["040-1234567", "+358401234567"],
    ["(040) 123 4567", "+358401234567"],
    ["00358 40 123 4567", "+358401234567"],
    ["+358 (0)40 123 4567", "+358401234567"],
    ["+358 040 123 4567", "+358401234567"],
    [" +358-40-123-4567 ", "+358401234567"],
    // Finnish landlines and service numbers follow the same rule.
    ["09 123 4567", "+35891234567"],
    ["+358 9 123 4567", "+35891234567"],
    // Other countries keep their digits; a trunk 0 is only dropped after +358.
    ["+46 70 123 45 67", "+46701234567"],
    ["0046 70 123 45 67", "+46701234567"],
    ["+39 06 1234 5678", "+390612345678"],
    // No + and no 0 in front: the country is unknown, so the digits are compared as they are.
    ["358 40 123 4567", "358401234567"],
    ["40 123 4567", "401234567"],
    // Too short or too long to be anyone's number.
    ["12345", null],
    ["+1 234", null],
    ["+123 4567 8901 23456", null],
    ["", null],
    ["   ", null],
    ["abc", null],
    [null, null],
    [undefined, null],
  ])("%j is %j", (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });
});

describe("a person's key", () => {
  it.each([
    [{ email: "Anna@Example.com", phone: "040 123 4567" }, "email:anna@example.com"],
    [{ email: " ", phone: "040 123 4567" }, "phone:+358401234567"],
    [{ email: null, phone: "+358 40 123 4567" }, "phone:+358401234567"],
    [{ phone: "0401234567" }, "phone:+358401234567"],
    [{ email: null, phone: "12" }, null],
    [{ email: null, phone: null }, null],
    [{}, null],
  ])("%j is %j", (contact, expected) => {
    expect(personKey(contact)).toBe(expected);
  });

  it("is the e-mail, else the phone: the same e-mail with another phone is one person", () => {
    expect(personKey({ email: "anna@example.com", phone: "040 1" })).toBe(
      personKey({ email: "ANNA@example.com ", phone: "050 999 9999" }),
    );
  });

  it("takes a freelancer's own row from the account, whatever the row holds", () => {
    expect(
      expertPersonKey({
        email: "other@example.com",
        phone: null,
        account: { email: "Freelancer@Example.com", phone: "+358 40 123 4567" },
      }),
    ).toBe("email:freelancer@example.com");
    expect(expertPersonKey({ email: null, phone: "040 123 4567", account: null })).toBe(
      "phone:+358401234567",
    );
  });
});
