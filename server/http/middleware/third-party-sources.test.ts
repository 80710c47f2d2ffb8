import { afterEach, describe, expect, it } from "vitest";
import { securityHeaderList } from "./security-headers.ts";
import { originsOf, setThirdPartyOrigins } from "./third-party-sources.ts";

const policy = (headers: [string, string][]) =>
  headers.find(([name]) => name === "Content-Security-Policy")?.[1] ?? "";

describe("third-party script hosts in the Content-Security-Policy", () => {
  afterEach(() => setThirdPartyOrigins([]));

  it("are the https origins of the addresses, once each; paths on this site add nothing", () => {
    expect(
      originsOf([
        "https://ads.example.com/a.js",
        "/ads/b.js",
        null,
        "https://ads.example.com/c.js",
        "https://x.test",
      ]),
    ).toEqual(["https://ads.example.com", "https://x.test"]);
  });

  it("join script-src, connect-src, img-src and frame-src only while configured", () => {
    const headersFor = securityHeaderList({ upgradeInsecure: false });
    expect(policy(headersFor("n1"))).toContain("script-src 'self' 'nonce-n1'; ");
    setThirdPartyOrigins(["https://ads.example.com"]);
    const withAds = policy(headersFor("n2"));
    expect(withAds).toContain("script-src 'self' 'nonce-n2' https://ads.example.com;");
    expect(withAds).toContain("connect-src 'self' https://ads.example.com;");
    expect(withAds).toContain("img-src 'self' data: blob: https://ads.example.com;");
    expect(withAds).toContain("frame-src 'self' https://www.youtube-nocookie.com https://ads.example.com;");
    setThirdPartyOrigins([]);
    expect(policy(headersFor("n3"))).not.toContain("ads.example.com");
  });
});
