import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectPath } from "#server/project-path.ts";
import {
  citationRanges,
  commentRanges,
  DECISIONS_FOLDER,
  type Range,
  slug,
  sourceFiles,
} from "./rewrite-citations.ts";

// Comments point inside the repository: a rule of docs/behaviour (docs/behaviour/README.md) or a
// decision record, never a section of a specification or an issue number a newcomer cannot open.
// scripts/rewrite-citations.ts rewrites such citations; this test fails, by file and line, on any
// that is left or comes back, and on a docs/behaviour link whose page or heading does not exist.

const root = projectPath(".");
const BEHAVIOUR = "docs/behaviour";
const OUTSIDE_CITATION = /§\s?\d|\b[Ii]ssue #?\d+/g;
const BEHAVIOUR_LINK = /docs\/behaviour\/([\w.-]+\.md)(?:#([\w-]+))?/g;

/** The anchors GitHub gives a page's headings: the slug, then -1, -2… for a repeated one. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const pages = new Map(
  readdirSync(projectPath(BEHAVIOUR))
    .filter((name) => name.endsWith(".md"))
    .map((name) => [name, anchorsOf(readFileSync(projectPath(`${BEHAVIOUR}/${name}`), "utf8"))]),
);

const lineOf = (text: string, index: number) => 1 + (text.slice(0, index).match(/\n/g)?.length ?? 0);

/** The docs/behaviour links of a text whose page or anchor does not exist. */
function brokenLinks(
  file: string,
  text: string,
  ranges: Range[] = [{ start: 0, end: text.length }],
): string[] {
  const found: string[] = [];
  for (const { start, end } of ranges) {
    for (const match of text.slice(start, end).matchAll(BEHAVIOUR_LINK)) {
      const [link, page, anchor] = match;
      const anchors = pages.get(page);
      const broken = !anchors
        ? "no such page"
        : anchor && !anchors.has(anchor)
          ? "no such heading"
          : undefined;
      if (broken) found.push(`${file}:${lineOf(text, start + match.index)}  ${link} (${broken})`);
    }
  }
  return found;
}

// The comments and test titles of every source file (only those that could hold a citation or a
// link are parsed: parsing them all takes seconds).
const files = sourceFiles(root).map((file) => {
  const text = readFileSync(path.join(root, file), "utf8");
  return { file, text, comments: citationRanges(file, text) };
});

/** The comments of a source file that cite outside the repository, as `file:line  citation`. */
function outsideCitationsIn(file: string, text: string, comments: Range[]): string[] {
  const found: string[] = [];
  for (const { start, end } of comments) {
    for (const match of text.slice(start, end).matchAll(OUTSIDE_CITATION)) {
      found.push(`${file}:${lineOf(text, start + match.index)}  ${match[0]}`);
    }
  }
  return found;
}

describe("citations in comments", () => {
  it("finds the citations of comments and test titles, and none in other strings or JSX text", () => {
    const source = [
      "// spec §4, issue 12",
      'const a = "spec §4 in a string, issue 12";',
      "/** docs/behaviour/routes.md#sitemap */",
      "export const b = <p>// issue 3 §2 as text</p>;",
      // A comment inside a template literal's placeholder.
      ["const c = `$", "{a /* §9 */}`;"].join(""),
    ].join("\n");
    expect(outsideCitationsIn("x.tsx", source, commentRanges("x.tsx", source))).toEqual([
      "x.tsx:1  §4",
      "x.tsx:1  issue 12",
      "x.tsx:5  §9",
    ]);
    const test = 'describe("x (spec §2)", () => it(`y (issue 4)`, () => {}));';
    expect(outsideCitationsIn("x.test.ts", test, citationRanges("x.test.ts", test))).toEqual([
      "x.test.ts:1  §2",
      "x.test.ts:1  issue 4",
    ]);
    const css = "a { b: c; } /* spec §2 */";
    expect(outsideCitationsIn("x.css", css, commentRanges("x.css", css))).toEqual(["x.css:1  §2"]);
  });

  it("comments and test titles cite no section of the specification and no issue number", () => {
    const found = files.flatMap(({ file, text, comments }) => outsideCitationsIn(file, text, comments));
    expect(
      found,
      `cite docs/behaviour/<page>.md#<anchor> or docs/decisions instead:\n${found.join("\n")}`,
    ).toEqual([]);
  });

  it("docs/behaviour links name pages and headings that exist", () => {
    const found = [
      ...files.flatMap(({ file, text, comments }) => brokenLinks(file, text, comments)),
      ...readdirSync(projectPath(DECISIONS_FOLDER))
        .filter((name) => name.endsWith(".md"))
        .flatMap((name) => {
          const file = `${DECISIONS_FOLDER}/${name}`;
          return brokenLinks(file, readFileSync(projectPath(file), "utf8"));
        }),
    ];
    expect(found, found.join("\n")).toEqual([]);
  });

  it("knows a page's anchors as GitHub makes them", () => {
    expect(anchorsOf("# A\n## E-mail rules\n### Sign-up and reset texts\n## Likes\n### Likes\n")).toEqual(
      new Set(["a", "e-mail-rules", "sign-up-and-reset-texts", "likes", "likes-1"]),
    );
    expect(brokenLinks("x.ts", "docs/behaviour/routes.md#sitemap docs/behaviour/nope.md#a")).toEqual([
      "x.ts:1  docs/behaviour/nope.md#a (no such page)",
    ]);
    expect(brokenLinks("x.ts", "docs/behaviour/routes.md#no-such")).toEqual([
      "x.ts:1  docs/behaviour/routes.md#no-such (no such heading)",
    ]);
    expect(existsSync(projectPath(`${BEHAVIOUR}/README.md`))).toBe(true);
  });
});
