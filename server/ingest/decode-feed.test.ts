import { describe, expect, it } from "vitest";
import { decodeFeedBytes } from "#server/ingest/decode-feed.ts";

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const utf8 = (text: string) => new TextEncoder().encode(text);

describe("decodeFeedBytes", () => {
  it("falls back to windows-1252 for undeclared non-UTF-8 bytes", () => {
    expect(decodeFeedBytes(latin1("<rss>notícias ação España</rss>"))).toBe(
      "<rss>notícias ação España</rss>",
    );
  });

  it("uses the XML declaration, then lets the header win over it", () => {
    const bytes = latin1('<?xml version="1.0" encoding="ISO-8859-1"?><t>ação</t>');
    expect(decodeFeedBytes(bytes)).toContain("<t>ação</t>");
    const utf16 = new Uint8Array([...utf8("<t>")].flatMap((b) => [b, 0]));
    expect(decodeFeedBytes(utf16, "application/xml; charset=UTF-16LE")).toBe("<t>");
  });

  it("honours the BOM over everything else", () => {
    const bytes = new Uint8Array([0xfe, 0xff, 0, 0x61, 0, 0xe7]);
    expect(decodeFeedBytes(bytes, "text/xml; charset=iso-8859-1")).toBe("aç");
    expect(decodeFeedBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("ação")]))).toBe("ação");
  });

  it("keeps valid UTF-8 under a wrong Latin-1 label", () => {
    expect(decodeFeedBytes(utf8("España"), "text/xml; charset=ISO-8859-1")).toBe("España");
  });
});
