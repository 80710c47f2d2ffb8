import { describe, expect, it } from "vitest";
import { newNonce, securityHeaderList } from "./security-headers.ts";

describe("security headers", () => {
  it("sends the policy with the response's nonce, and the fixed headers", () => {
    const headers = new Map(securityHeaderList({ upgradeInsecure: false })("abc123=="));
    expect(headers.get("Content-Security-Policy")).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc123=='; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob:; media-src 'self' blob:; connect-src 'self'; worker-src 'self'; " +
        "frame-src 'self' https://www.youtube-nocookie.com; font-src 'self' data:; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    );
    expect(headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(headers.has("Strict-Transport-Security")).toBe(false);
    // The language switcher's pages fetched ahead (speculation-rules.ts).
    expect(headers.get("Speculation-Rules")).toBe('"/speculation-rules.json"');
  });

  it("adds HSTS and upgrade-insecure-requests behind https", () => {
    const headers = new Map(securityHeaderList({ upgradeInsecure: true })("n"));
    expect(headers.get("Strict-Transport-Security")).toBe("max-age=15552000; includeSubDomains");
    expect(headers.get("Content-Security-Policy")).toMatch(/; upgrade-insecure-requests$/);
  });

  it("never hands out the same nonce twice, across refills of its pool", () => {
    const seen = new Set(Array.from({ length: 1000 }, () => newNonce()));
    expect(seen.size).toBe(1000);
    for (const nonce of seen) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
