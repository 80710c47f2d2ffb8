import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { insertBeforeHeadEnd, pwaHeadTags } from "./head-tags.server.ts";

/** The stream's output for these chunks, as text. */
async function through(chunks: string[], tags = "<x>"): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(insertBeforeHeadEnd(tags));
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString();
}

describe("the page head's PWA tags", () => {
  it("link the locale's manifest with credentials and carry the platform script under the nonce", () => {
    const tags = pwaHeadTags("es", "n0+/=");
    expect(tags).toContain(
      '<link rel="manifest" href="/manifest/es.webmanifest" crossorigin="use-credentials">',
    );
    expect(tags).toMatch(
      /^<link [^>]+><script nonce="n0\+\/=">\(function\(w,d\)\{.+\}\)\(window,document\)<\/script>$/,
    );
    expect(pwaHeadTags("en", undefined)).toContain("<script>(function");
  });

  it("are written just before </head>, once, whatever the chunks", async () => {
    const page = "<html><head><title>é</title></head><body>x</head></body></html>";
    const expected = "<html><head><title>é</title><x></head><body>x</head></body></html>";
    expect(await through([page])).toBe(expected);
    expect(await through(["<html><head><title>é</title></he", "ad><body>x</head></bo", "dy></html>"])).toBe(
      expected,
    );
    // Cut inside a multi-byte character too: bytes are joined before they are read.
    const bytes = Buffer.from(page);
    const cut = bytes.indexOf(Buffer.from("é")) + 1;
    const out: Buffer[] = [];
    const stream = Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(
      insertBeforeHeadEnd("<x>"),
    );
    for await (const chunk of stream) out.push(chunk as Buffer);
    expect(Buffer.concat(out).toString()).toBe(expected);
  });

  it("pass a document without a head through as it came", async () => {
    expect(await through(["plain ", "text"])).toBe("plain text");
    expect(await through([])).toBe("");
  });
});
