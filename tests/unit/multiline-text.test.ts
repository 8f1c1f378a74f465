import { describe, expect, it } from "vitest";
import { multilineText } from "~/validation/text";

describe("multilineText", () => {
  const schema = multilineText(10);

  it("counts a CRLF line break as one character and stores LF", () => {
    // 5 + 1 + 4 = 10 characters as the counter shows them, 11 as posted.
    expect(schema.parse("12345\r\n6789")).toBe("12345\n6789");
  });

  it("refuses text over the limit with the translated message key", () => {
    const result = schema.safeParse("12345\r\n67890");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("validation.tooLong:10");
  });

  it("is optional", () => {
    expect(schema.parse(undefined)).toBeUndefined();
  });
});
