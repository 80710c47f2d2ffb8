import { describe, expect, it } from "vitest";
import { escapeHtml, escapeHtmlText } from "./html-escape.ts";

describe("escapeHtml", () => {
  it.each([
    ["plain text", "plain text"],
    [`Brighton & Hove <b>"x"</b>`, "Brighton &amp; Hove &lt;b&gt;&quot;x&quot;&lt;/b&gt;"],
    ["it's", "it&#39;s"],
    ["&amp;", "&amp;amp;"],
  ])("%s → %s", (text, html) => {
    expect(escapeHtml(text)).toBe(html);
  });
});

describe("escapeHtmlText", () => {
  it.each([
    ["plain text", "plain text"],
    [`Brighton & Hove <b>"x"</b>`, `Brighton &amp; Hove &lt;b&gt;"x"&lt;/b&gt;`],
    ["it's", "it's"],
  ])("%s → %s", (text, html) => {
    expect(escapeHtmlText(text)).toBe(html);
  });
});
