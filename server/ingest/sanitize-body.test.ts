import { describe, expect, it } from "vitest";
import { htmlToText, sanitizeBody } from "#server/ingest/sanitize-body.ts";

const XSS = [
  '<script>alert("x")</script>',
  '<img src="x.jpg" onerror="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="  JaVaScRiPt:alert(1)">click2</a>',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  '<p style="color:red" onclick="alert(1)">styled</p>',
  "<style>body{display:none}</style>",
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  '<iframe src="https://evil.example/embed/x"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name="q"></form>',
].join("");

describe("sanitizeBody", () => {
  it("removes every script vector", () => {
    const out = sanitizeBody(XSS, "https://site.example/a/");
    expect(out).not.toMatch(
      /<script|<style|<svg|<object|<embed|<form|<input|<iframe|\son\w+=|javascript:|data:|style=/i,
    );
    expect(out).toContain("click");
    expect(out).toContain("<p>styled</p>");
    expect(out).toContain('<img src="https://site.example/a/x.jpg" />');
  });

  it("keeps the allow-listed structure, resolves relative URLs and adds rel to links", () => {
    const out = sanitizeBody(
      '<h2>T</h2><p><em>a</em> <strong>b</strong> <a href="/x" target="_blank">x</a></p><ul><li>1</li></ul><blockquote>q</blockquote><figure><img src="p.jpg" alt="A"><figcaption>c</figcaption></figure>',
      "https://site.example/news/",
    );
    expect(out).toBe(
      '<h2>T</h2><p><em>a</em> <strong>b</strong> <a href="https://site.example/x" rel="noopener noreferrer nofollow">x</a></p><ul><li>1</li></ul><blockquote>q</blockquote><figure><img src="https://site.example/news/p.jpg" alt="A" /><figcaption>c</figcaption></figure>',
    );
  });

  it("allows only https YouTube and Vimeo embeds", () => {
    const ok = '<iframe src="https://www.youtube.com/embed/abc123" allowfullscreen></iframe>';
    expect(sanitizeBody(ok)).toContain('src="https://www.youtube.com/embed/abc123"');
    expect(sanitizeBody('<iframe src="https://player.vimeo.com/video/42"></iframe>')).toContain(
      "player.vimeo.com",
    );
    expect(sanitizeBody('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).toBe("");
    expect(sanitizeBody('<iframe src="https://www.youtube.com/watch?v=abc"></iframe>')).toBe("");
  });

  it("drops tracking pixels", () => {
    expect(sanitizeBody('<p>a<img src="https://t.example/p" width="1" height="1"></p>')).toBe("<p>a</p>");
  });
});

describe("htmlToText", () => {
  it("decodes entities and separates blocks", () => {
    expect(htmlToText("<p>a &amp; b&nbsp;c</p><p>d &lt;e&gt;</p>")).toBe("a & b c d <e>");
  });
});
