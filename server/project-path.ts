import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let root: string | undefined;

/**
 * The project's root folder, found by walking up to Icaro's package.json. The same code runs
 * from `server/` (dev, tests, CLI) and from the bundle in `build/server/`, so relative paths differ.
 */
export function projectRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "icaro") {
      root = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find Icaro's package.json above ${import.meta.url}`);
    dir = parent;
  }
}

export function projectPath(relative: string): string {
  return path.join(projectRoot(), relative);
}
