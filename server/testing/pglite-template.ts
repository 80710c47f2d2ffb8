import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { PGLITE_EXTENSIONS } from "#server/db/pglite-extensions.ts";
import { projectPath } from "#server/project-path.ts";

// Starting an empty PGlite costs about 3 s (it runs initdb); loading a dump of an already
// migrated one about 0.6 s. The integration suite opens one or more per test file, so it makes
// the migrated template once (vitest globalSetup) and every test database starts from a copy.

const migrationsFolder = projectPath("server/db/migrations");

/** The template's file, named by the migrations it holds: a new migration makes a new template. */
export function templateFile(): string {
  const hash = createHash("sha256");
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
    const file = path.join(migrationsFolder, name);
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(readFileSync(file));
  }
  return projectPath(`.tmp/pglite-template-${hash.digest("hex").slice(0, 16)}.tar`);
}

/** The migrated template to copy, or undefined when none was made (tests then migrate). */
export function readTemplate(): Blob | undefined {
  const file = templateFile();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** Vitest globalSetup: make the template unless this set of migrations already has one. */
export default async function makeTemplate() {
  const file = templateFile();
  if (existsSync(file)) return;
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed, so a parallel run never reads half a template.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}
