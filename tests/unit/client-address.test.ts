import { describe, expect, it } from "vitest";
import {
  isLoopbackAddress,
  normalizeAddress,
  resolveClientAddress,
} from "~/utils/client-address.server";
import { devToolsAllowed } from "~/server/edge/dev-tools.server";

describe("resolveClientAddress", () => {
  it("uses the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("192.0.2.10", "203.0.113.9", 0)).toBe("192.0.2.10");
    expect(resolveClientAddress("::ffff:192.0.2.10", "203.0.113.9, 10.0.0.1", 0)).toBe(
      "192.0.2.10",
    );
    expect(resolveClientAddress(null, "203.0.113.9", 0)).toBeNull();
  });

  it("takes the entry N hops left of the peer, never the client's own entries further left", () => {
    expect(resolveClientAddress("10.0.0.1", "203.0.113.9", 1)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.1", "1.1.1.1, 2.2.2.2, 203.0.113.9", 1)).toBe(
      "203.0.113.9",
    );
    expect(resolveClientAddress("10.0.0.2", "1.1.1.1, 203.0.113.9, 10.0.0.1", 2)).toBe(
      "203.0.113.9",
    );
    expect(resolveClientAddress("10.0.0.1", "[2001:db8::1]:4711", 1)).toBe("2001:db8::1");
    expect(resolveClientAddress("10.0.0.1", "203.0.113.9:4711", 1)).toBe("203.0.113.9");
  });

  it("falls back to the nearest valid hop a trusted proxy wrote when the chain is short or malformed", () => {
    // Reached directly although a proxy is expected: the peer itself.
    expect(resolveClientAddress("192.0.2.10", null, 1)).toBe("192.0.2.10");
    expect(resolveClientAddress("192.0.2.10", "", 2)).toBe("192.0.2.10");
    // Fewer entries than proxies: the leftmost is the furthest a proxy vouches for.
    expect(resolveClientAddress("10.0.0.2", "203.0.113.9", 3)).toBe("203.0.113.9");
    for (const junk of [
      "unknown",
      "<script>",
      "1.2.3.4.5",
      "999.1.1.1",
      " , ,",
      "%00",
      "a".repeat(5000),
    ]) {
      expect(resolveClientAddress("10.0.0.1", junk, 1)).toBe("10.0.0.1");
    }
    expect(resolveClientAddress("10.0.0.1", "203.0.113.9, garbage", 1)).toBe("10.0.0.1");
    expect(resolveClientAddress("not-an-address", "also-not", 1)).toBeNull();
  });
});

describe("normalizeAddress and isLoopbackAddress", () => {
  it("accepts only addresses", () => {
    expect(normalizeAddress(" 203.0.113.9 ")).toBe("203.0.113.9");
    expect(normalizeAddress("2001:DB8::1")).toBe("2001:db8::1");
    expect(normalizeAddress("evil.example")).toBeNull();
    expect(normalizeAddress("")).toBeNull();
    expect(normalizeAddress(undefined)).toBeNull();
  });

  it("knows loopback in its IPv4, IPv6 and mapped forms", () => {
    for (const address of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]) {
      expect(isLoopbackAddress(address)).toBe(true);
    }
    for (const address of [
      "192.0.2.2",
      "fd00::2",
      "0.0.0.0",
      "localhost",
      "127.0.0.1.evil",
      null,
    ]) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });
});

describe("devToolsAllowed", () => {
  it("needs DEV_TOOLS and a loopback peer", () => {
    expect(devToolsAllowed(true, "127.0.0.1")).toBe(true);
    expect(devToolsAllowed(true, "::1")).toBe(true);
    expect(devToolsAllowed(false, "127.0.0.1")).toBe(false);
    expect(devToolsAllowed(true, "192.0.2.2")).toBe(false);
    expect(devToolsAllowed(true, null)).toBe(false);
  });
});

describe("devToolsAllowed behind a reverse proxy on the same host", () => {
  it("refuses any forwarded request when no proxy is trusted", () => {
    for (const forwarding of [
      { forwardedFor: "203.0.113.9" },
      { forwardedFor: "127.0.0.1" },
      { forwarded: "for=127.0.0.1" },
      { realIp: "127.0.0.1" },
    ]) {
      expect(devToolsAllowed(true, "127.0.0.1", forwarding, 0)).toBe(false);
    }
  });

  it("judges by the entry the outermost trusted proxy wrote, and by every other claim", () => {
    expect(devToolsAllowed(true, "127.0.0.1", { forwardedFor: "127.0.0.1" }, 1)).toBe(true);
    expect(devToolsAllowed(true, "::1", { forwardedFor: "203.0.113.9, ::1, 127.0.0.1" }, 2)).toBe(
      true,
    );
    expect(
      devToolsAllowed(
        true,
        "127.0.0.1",
        { forwardedFor: "127.0.0.1", forwarded: 'for="[::1]:80"' },
        1,
      ),
    ).toBe(true);
    for (const forwarding of [
      {},
      { forwardedFor: "203.0.113.9" },
      { forwardedFor: "127.0.0.1, 203.0.113.9" },
      { forwardedFor: "127.0.0.1", realIp: "203.0.113.9" },
      { forwardedFor: "127.0.0.1", forwarded: "for=_hidden" },
      { forwardedFor: "127.0.0.1", forwarded: "for=127.0.0.1, for=198.51.100.1" },
    ]) {
      expect(devToolsAllowed(true, "127.0.0.1", forwarding, 1), JSON.stringify(forwarding)).toBe(
        false,
      );
    }
    // A trusted proxy on another machine is not this machine's browser.
    expect(devToolsAllowed(true, "192.0.2.2", { forwardedFor: "127.0.0.1" }, 1)).toBe(false);
    // Fewer entries than proxies: nobody vouched for a loopback client.
    expect(devToolsAllowed(true, "127.0.0.1", { forwardedFor: "127.0.0.1" }, 2)).toBe(false);
  });
});
