import { describe, expect, it } from "vitest";
import { createConnectionShare, reservedSlots } from "~/server/edge/connection-share.server";
import { addressGroup } from "~/utils/address-group.server";

describe("addressGroup", () => {
  it("keeps IPv4 addresses and groups IPv6 addresses by their /64", () => {
    expect(addressGroup("192.0.2.7")).toBe("192.0.2.7");
    expect(addressGroup("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
    expect(addressGroup("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressGroup("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("leaves what is not an address alone", () => {
    for (const value of ["unknown", "a:b", "1::2::3", "zzzz::1", ""]) {
      expect(addressGroup(value)).toBe(value);
    }
  });
});

describe("createConnectionShare", () => {
  it("gives one client at most its share, and its slots back when it lets go", () => {
    const share = createConnectionShare({ max: 100, perClient: 3 });
    const keys = [1, 2, 3].map(() => share.admit("192.0.2.1"));
    expect(keys).toEqual(["192.0.2.1", "192.0.2.1", "192.0.2.1"]);
    expect(share.admit("192.0.2.1")).toBeNull();
    expect(share.admit("192.0.2.2")).toBe("192.0.2.2");
    share.release("192.0.2.1");
    expect(share.admit("192.0.2.1")).toBe("192.0.2.1");
    expect(share.total).toBe(4);
  });

  it("counts an IPv6 /64 as one client", () => {
    const share = createConnectionShare({ max: 100, perClient: 2 });
    expect(share.admit("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(share.admit("2001:db8:1:2::2")).toBe("2001:db8:1:2::/64");
    expect(share.admit("2001:db8:1:2:ffff::9")).toBeNull();
    expect(share.admit("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("keeps the last slots for clients that hold none yet", () => {
    expect(reservedSlots(1000, 50)).toBe(50);
    expect(reservedSlots(12, 5)).toBe(1);
    const share = createConnectionShare({ max: 12, perClient: 5 });
    for (let i = 0; i < 5; i++) share.admit("192.0.2.1");
    for (let i = 0; i < 5; i++) share.admit("192.0.2.2");
    expect(share.admit("192.0.2.3")).toBe("192.0.2.3");
    // 11 of 12 in use: the last one is for a newcomer.
    expect(share.admit("192.0.2.3")).toBeNull();
    expect(share.admit("192.0.2.4")).toBe("192.0.2.4");
    expect(share.admit("192.0.2.5")).toBeNull();
    expect(share.total).toBe(12);
  });

  it("counts unknown addresses as one client and ignores a release it never counted", () => {
    const share = createConnectionShare({ max: 10, perClient: 1 });
    expect(share.admit(null)).toBe("unknown");
    expect(share.admit(null)).toBeNull();
    share.release("192.0.2.9");
    expect(share.total).toBe(1);
  });
});
