// Ingestion benchmark: `tsx bench/ingest.ts [--items N]`, also a section of `npm run bench`.
//
// Ingests the real test feeds and generated ones (700 items / 2 MB, and N items, 5,000 by default)
// into a fresh in-memory PGlite, the way `icaro ingest` does, and prints items per second for the
// first ingestion (every item new) and the second (every item recognised and skipped).
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { openDatabase } from "#server/db/client.ts";
import { ingestFeed } from "#server/ingest/store-feed.ts";
import { syntheticFeed } from "#server/ingest/synthetic-feed.ts";
import { textTable } from "./text-table.ts";

const FIXTURES = fileURLToPath(new URL("../server/ingest/fixtures/", import.meta.url));

type Row = {
  feed: string;
  bytes: number;
  items: number;
  firstMs: number;
  againMs: number;
  ok: boolean;
};

export function parseIngestBenchOptions(argv: string[]): { items: number } {
  const { values } = parseArgs({
    args: argv,
    strict: false,
    options: { items: { type: "string", default: "5000" } },
  });
  const items = Number(values.items);
  if (!Number.isInteger(items) || items <= 0)
    throw new Error(`--items must be a positive integer (got ${values.items})`);
  return { items };
}

/** Runs the benchmark and prints its table; returns the number of feeds that did not ingest fully. */
export async function runIngestBench(options: { items: number }): Promise<number> {
  const feeds: { feed: string; bytes: Uint8Array }[] = [
    ...readdirSync(FIXTURES)
      .filter((name) => name !== "SOURCES.md")
      .map((name) => ({ feed: name, bytes: readFileSync(path.join(FIXTURES, name)) })),
    { feed: "generated 700 items", bytes: syntheticFeed({ items: 700, bodyBytes: 2_800, prefix: "b700" }) },
    {
      feed: `generated ${options.items} items`,
      bytes: syntheticFeed({ items: options.items, bodyBytes: 800, prefix: "bn" }),
    },
  ];

  console.error(`• ingestion: ${feeds.length} feeds into an in-memory PGlite`);
  const database = await openDatabase({ dataDir: "memory://" });
  const rows: Row[] = [];
  try {
    await database.migrate();
    for (const { feed, bytes } of feeds) {
      const publisher = `Bench ${feed}`;
      let started = performance.now();
      const first = await ingestFeed(database.db, bytes, { publisher });
      const firstMs = performance.now() - started;
      started = performance.now();
      const again = await ingestFeed(database.db, bytes, { publisher });
      const againMs = performance.now() - started;
      const items = first.new + first.failed;
      rows.push({
        feed,
        bytes: bytes.length,
        items,
        firstMs,
        againMs,
        ok: first.failed === 0 && again.new === 0 && again.updated === 0 && again.skipped === first.new,
      });
    }
  } finally {
    await database.close();
  }

  console.log();
  console.log("Ingestion (in-memory PGlite)");
  console.log(formatTable(rows));
  const cpus = os.cpus();
  console.log(
    `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version} · ${new Date().toISOString()}`,
  );
  const failed = rows.filter((row) => !row.ok);
  for (const row of failed)
    console.error(`✗ ${row.feed}: not every item was stored, or re-ingesting changed something`);
  return failed.length;
}

function formatTable(rows: Row[]): string {
  const perSecond = (items: number, ms: number) => (ms > 0 ? Math.round((items / ms) * 1000) : 0);
  const header = ["feed", "KB", "items", "first ms", "new items/s", "again ms", "skipped items/s"];
  const cells = rows.map((row) => [
    row.feed,
    (row.bytes / 1024).toFixed(0),
    String(row.items),
    row.firstMs.toFixed(0),
    String(perSecond(row.items, row.firstMs)),
    row.againMs.toFixed(0),
    String(perSecond(row.items, row.againMs)),
  ]);
  return textTable(header, cells);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const failures = await runIngestBench(parseIngestBenchOptions(process.argv.slice(2)));
  process.exit(failures > 0 ? 1 : 0);
}
