import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "#server/project-path.ts";

/*
 * Paths named in comments and docs must exist: a comment that sends a reader to a file that has
 * moved or gone is worse than none.
 *
 * What is read: the comments (`//…` and `/*…*\/`, found by a small scanner that steps over strings,
 * template literals and regular expressions) of the .ts/.tsx/.js/.cjs files under app, core,
 * server, demo, scripts, bench and tests, and the whole text of docs/**\/*.md and README.md.
 *
 * What counts as a path: a token that starts with one of the top-level folders below (optionally
 * behind `#`, the package.json import alias, as in `#server/project-path.ts`), is not preceded by a letter,
 * digit, `.`, `/`, `-` or `#`-less alias text (so URLs and `/api/...` routes are left alone), and
 * either ends in `/` (a folder) or whose last segment has an extension (`dir/file.ext`); or one
 * of the root files (package.json, tsconfig.json, biome.json, README.md, `*.config.ts`…) written
 * alone. A trailing `:line`, `#anchor`, `'s` or sentence punctuation is dropped. Tokens holding a
 * wildcard or a placeholder (`*`, `…`, `...`, `{`, `<`, `$`, `[`) are patterns, not paths: skipped.
 * Every path is resolved against the repository root.
 */

const SOURCE_FOLDERS = ["app", "core", "server", "demo", "scripts", "bench", "tests"];
const SOURCE_FILE = /\.(ts|tsx|js|cjs)$/;
const TOP_FOLDERS = [...SOURCE_FOLDERS, "docs", "public"];
const FOLDER_PATH = new RegExp(`(?<![\\w./#-])#?((?:${TOP_FOLDERS.join("|")})/[\\w.@*…{}<>$\\[\\]/-]*)`, "g");
const ROOT_FILE =
  /(?<![\w./#-])(package(?:-lock)?\.json|tsconfig(?:\.[\w-]+)?\.json|biome\.json|README\.md|[\w-]+\.config\.(?:ts|js|cjs|mjs))(?![\w/-])/g;
const PATTERN = /[*…{}<>$[\]]|\.\.\./;

/** The comments of a JavaScript or TypeScript file, each as one string. */
function commentsOf(text: string): string[] {
  const comments: string[] = [];
  // Open template literals: the brace depth of each `${` expression being read.
  const templates: number[] = [];
  let inTemplate = false;
  // The last character that was not white space or in a comment: tells a regex from a division.
  let previous = "";
  let i = 0;
  const skipQuoted = (quote: string) => {
    i++;
    while (i < text.length && text[i] !== quote && text[i] !== "\n") i += text[i] === "\\" ? 2 : 1;
    i++;
  };
  while (i < text.length) {
    const char = text[i];
    if (inTemplate) {
      if (char === "\\") i += 2;
      else if (char === "`") {
        inTemplate = false;
        templates.pop();
        previous = "`";
        i++;
      } else if (char === "$" && text[i + 1] === "{") {
        inTemplate = false;
        templates[templates.length - 1] = 1;
        previous = "{";
        i += 2;
      } else i++;
      continue;
    }
    const next = text[i + 1];
    if (char === "/" && next === "/") {
      const end = text.indexOf("\n", i);
      comments.push(text.slice(i + 2, end === -1 ? text.length : end));
      i = end === -1 ? text.length : end;
    } else if (char === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      comments.push(text.slice(i + 2, end === -1 ? text.length : end));
      i = end === -1 ? text.length : end + 2;
    } else if (char === "'" || char === '"') {
      skipQuoted(char);
      previous = char;
    } else if (char === "`") {
      templates.push(0);
      inTemplate = true;
      i++;
    } else if (char === "/" && (previous === "" || /[(,=:[!&|?{};+\-*%<>~^]/.test(previous))) {
      // A regular expression: up to its closing slash outside a character class.
      let inClass = false;
      i++;
      while (i < text.length && text[i] !== "\n" && (inClass || text[i] !== "/")) {
        if (text[i] === "\\") i++;
        else if (text[i] === "[") inClass = true;
        else if (text[i] === "]") inClass = false;
        i++;
      }
      i++;
      previous = "/";
    } else {
      if (templates.length > 0 && templates[templates.length - 1] > 0) {
        if (char === "{") templates[templates.length - 1]++;
        else if (char === "}" && --templates[templates.length - 1] === 0) inTemplate = true;
      }
      if (!/\s/.test(char)) previous = char;
      i++;
    }
  }
  return comments;
}

/** The repository paths a text names (see the rules above), patterns left out. */
function pathsIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(FOLDER_PATH)) {
    const token = match[1]
      .replace(/:\d+(:\d+)?$/, "")
      .replace(/#.*$/, "")
      .replace(/[.,;:]+$/, "");
    if (PATTERN.test(token)) continue;
    const last = token.split("/").at(-1) ?? "";
    if (token.endsWith("/") || /\.[A-Za-z0-9]+$/.test(last)) found.push(token);
  }
  for (const match of text.matchAll(ROOT_FILE)) found.push(match[1]);
  return found;
}

function filesUnder(root: string, folder: string, accept: (name: string) => boolean): string[] {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, encoding: "utf8" })
    .filter((name) => !name.split(path.sep).includes("node_modules") && accept(name))
    .map((name) => path.join(folder, name));
}

/** Every path named in the repository's comments and docs that does not exist, as `file: path`. */
function brokenReferences(root: string): string[] {
  const sources = SOURCE_FOLDERS.flatMap((folder) =>
    filesUnder(root, folder, (name) => SOURCE_FILE.test(name)),
  );
  const docs = [...filesUnder(root, "docs", (name) => name.endsWith(".md")), "README.md"];
  const broken: string[] = [];
  const check = (file: string, texts: string[]) => {
    for (const reference of new Set(texts.flatMap(pathsIn))) {
      if (!existsSync(path.join(root, reference))) broken.push(`${file}: ${reference}`);
    }
  };
  for (const file of sources) check(file, commentsOf(readFileSync(path.join(root, file), "utf8")));
  for (const file of docs) check(file, [readFileSync(path.join(root, file), "utf8")]);
  return broken.sort();
}

describe("paths named in comments and docs", () => {
  it("finds paths, leaves patterns, URLs and routes alone", () => {
    expect(
      pathsIn(
        "see server/http/app.ts:12, `#core/urls.ts`'s rule, tests/e2e/ and package.json; not app/**/*.ts, " +
          "app/routes/…, https://example.com/docs/x.md, /api/server/x.ts or server/http",
      ),
    ).toEqual(["server/http/app.ts", "core/urls.ts", "tests/e2e/", "package.json"]);
  });

  it("reads comments, not strings, templates or regular expressions", () => {
    const source = [
      'const a = "// app/in-a-string.ts"; // app/one.ts',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      "const b = `${a} /* app/in-a-template.ts */ ${`${a}`}`; /* app/two.ts */",
      "const c = /\\/\\/ app\\/in-a-regex.ts/; const d = 4 / 2; // app/three.ts",
    ].join("\n");
    expect(commentsOf(source).flatMap(pathsIn)).toEqual(["app/one.ts", "app/two.ts", "app/three.ts"]);
  });

  it("names only files and folders that exist", () => {
    expect(brokenReferences(projectRoot())).toEqual([]);
  }, 30_000);
});
