import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { combineCrc, crcShiftFor } from "./crc32-combine.ts";
import { fillGzipTemplate, gzipTemplate } from "./gzip-template.ts";

describe("combineCrc", () => {
  it.each([
    ["", "abc"],
    ["abc", ""],
    ["hello ", "world"],
    ["x".repeat(70_000), "y".repeat(12_345)],
  ])("crc(%j + %j) from the two CRCs", (a, b) => {
    const [bufA, bufB] = [Buffer.from(a), Buffer.from(b)];
    expect(combineCrc(crc32(bufA), crc32(bufB), crcShiftFor(bufB.length))).toBe(
      crc32(Buffer.concat([bufA, bufB])),
    );
  });

  it("agrees with zlib on random pieces of random lengths", () => {
    for (let round = 0; round < 50; round++) {
      const a = randomBytes(Math.floor(Math.random() * 5000));
      const b = randomBytes(Math.floor(Math.random() * 5000));
      expect(combineCrc(crc32(a), crc32(b), crcShiftFor(b.length))).toBe(crc32(Buffer.concat([a, b])));
    }
  });
});

describe("gzip template", () => {
  const page = (nonce: string) =>
    `<html><head><script nonce="${nonce}">a()</script></head><body>${"<p>story</p>".repeat(2000)}<script nonce="${nonce}">b()</script></body></html>`;

  it("decodes to the page with each response's own nonce, every time", async () => {
    const rendered = "RENDERED-NONCE-0123456==";
    const pieces = page(rendered)
      .split(rendered)
      .map((piece) => Buffer.from(piece));
    const template = await gzipTemplate(pieces, Buffer.byteLength(rendered));
    for (const nonce of ["abcdefghijklmnopqrstuvw=", randomBytes(16).toString("base64").slice(0, 24)]) {
      const gzip = fillGzipTemplate(template, Buffer.from(nonce));
      expect(gunzipSync(gzip).toString()).toBe(page(nonce));
    }
  });

  it("compresses: the member is a fraction of the page", async () => {
    const text = page("n".repeat(24));
    const template = await gzipTemplate(
      text.split("n".repeat(24)).map((piece) => Buffer.from(piece)),
      24,
    );
    expect(fillGzipTemplate(template, Buffer.from("m".repeat(24))).length).toBeLessThan(text.length / 10);
  });

  it("refers back across gaps: a piece repeating an earlier one costs little", async () => {
    const story = Buffer.from(Array.from({ length: 400 }, (_, i) => `word${(i * 7919) % 1000} `).join(""));
    const template = await gzipTemplate([story, story], 24);
    expect(template.pieces[1].length).toBeLessThan(template.pieces[0].length / 5);
    const filled = fillGzipTemplate(template, Buffer.from("z".repeat(24)));
    expect(gunzipSync(filled).toString()).toBe(`${story}${"z".repeat(24)}${story}`);
  });

  it("never lets a back-reference copy a gap's bytes (they differ on every response)", async () => {
    const rendered = "QUJDREVGR0hJSktMTU5PUA==";
    const text = `<a nonce="${rendered}">x</a><b nonce="${rendered}">y</b> QUJDREVGR0hJSktMTU5PUA== again`;
    const pieces = text.split(`"${rendered}"`).map((piece) => Buffer.from(piece));
    const template = await gzipTemplate(pieces, rendered.length + 2);
    const fresh = '"ZZZZZZZZZZZZZZZZZZZZZZ=="';
    const expected = text.split(`"${rendered}"`).join(fresh);
    expect(gunzipSync(fillGzipTemplate(template, Buffer.from(fresh))).toString()).toBe(expected);
  });

  it("works with no gap at all, and with pieces that are empty", async () => {
    const whole = await gzipTemplate([Buffer.from("only one piece")], 0);
    expect(gunzipSync(fillGzipTemplate(whole, Buffer.alloc(0))).toString()).toBe("only one piece");
    const empties = await gzipTemplate([Buffer.alloc(0), Buffer.from("mid"), Buffer.alloc(0)], 2);
    expect(gunzipSync(fillGzipTemplate(empties, Buffer.from("XY"))).toString()).toBe("XYmidXY");
  });

  it("is read by the gzip command too (which checks the CRC and the length)", async () => {
    const template = await gzipTemplate([Buffer.from("one "), Buffer.from(" two")], 3);
    const gzip = fillGzipTemplate(template, Buffer.from("and"));
    expect(execFileSync("gzip", ["-dc"], { input: gzip }).toString()).toBe("one and two");
  });

  it("refuses a gap of the wrong length", async () => {
    const template = await gzipTemplate([Buffer.from("a"), Buffer.from("b")], 4);
    expect(() => fillGzipTemplate(template, Buffer.from("abc"))).toThrow(/4 bytes/);
  });
});
