import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { PGLITE_CONF } from "#server/db/pglite-cluster.ts";
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

/**
 * Puts a copy of the migrated template in `dataDir` as the cluster the server and the `icaro`
 * command open there (`<dataDir>/pglite`), for tests whose subject is not the making of a new
 * cluster: a new one costs an initdb and every migration, 6–15 s on a busy machine, where the copy
 * costs about one. Without a template (a test run outside the suite) the directory is left empty
 * and the first open makes the cluster as usual. server/main.int.test.ts, crash-recovery,
 * private-files, pglite-cluster and the first `icaro` of server/cli.int.test.ts keep making theirs.
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  const template = readTemplate();
  if (!template) return;
  const cluster = new PGlite(path.join(dataDir, "pglite"), {
    loadDataDir: template,
    postgresqlconf: PGLITE_CONF,
    extensions: PGLITE_EXTENSIONS,
  });
  await cluster.waitReady;
  await cluster.close();
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
