import { describe, expect, it } from "vitest";
import { addressOf, type ProxyTrust, parseProxyTrust } from "./client-address.ts";

const trust = (value: string): ProxyTrust => {
  const parsed = parseProxyTrust(value);
  if (!parsed) throw new Error(`not a setting: ${value}`);
  return parsed;
};

describe("the client address behind proxies", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(addressOf("203.0.113.7", "6.6.6.6", trust("off"))).toBe("203.0.113.7");
  });

  it("takes the entry the trusted proxy appended, not a spoofed one in front of it", () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; our proxy (10.0.0.2) appended what it saw.
    expect(addressOf("10.0.0.2", "6.6.6.6, 203.0.113.7", trust("on"))).toBe("203.0.113.7");
    // Rotating the spoofed entry changes nothing: no way round a per-address limit.
    for (const spoof of ["1.1.1.1", "2.2.2.2", "garbage", ""]) {
      expect(addressOf("10.0.0.2", `${spoof}, 203.0.113.7`, trust("on"))).toBe("203.0.113.7");
    }
  });

  it("counts hops outwards from the socket", () => {
    expect(addressOf("10.0.0.3", "6.6.6.6, 203.0.113.7, 10.0.0.2", trust("2"))).toBe("203.0.113.7");
    // Fewer entries than hops: the outermost there is.
    expect(addressOf("10.0.0.3", undefined, trust("2"))).toBe("10.0.0.3");
  });

  it("skips the proxies of the trusted ranges, IPv4 and IPv6, dual-stack peers included", () => {
    const ranges = trust("10.0.0.0/8, fd00::/8, 127.0.0.1");
    expect(addressOf("::ffff:10.1.2.3", "6.6.6.6, 203.0.113.7, 10.9.9.9", ranges)).toBe("203.0.113.7");
    expect(addressOf("fd00::1", "2001:db8::5", ranges)).toBe("2001:db8::5");
    expect(addressOf("127.0.0.1", "10.0.0.1", ranges)).toBe("10.0.0.1");
    // A peer outside the ranges is the client, whatever it forwards.
    expect(addressOf("198.51.100.4", "6.6.6.6", ranges)).toBe("198.51.100.4");
  });

  it.each(["yes", "10.0.0.0/33", "10.0.0/8", "fd00::/129", "1.2.3.4/8/9", "-1"])("refuses %s", (value) => {
    expect(parseProxyTrust(value)).toBeNull();
  });
});
