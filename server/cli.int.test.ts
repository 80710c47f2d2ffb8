import { spawnSync } from "node:child_process";
import { statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { articles, publishers } from "#server/db/schema.ts";
import { operatorFilePath } from "#server/operator/operator-file.ts";
import { projectPath } from "#server/project-path.ts";
import { icaro, tempDirs } from "#server/testing/icaro-command.ts";
import { startOwningServer } from "#server/testing/owning-server.ts";

const UOL = projectPath("server/ingest/fixtures/uolNoticias.rss");
const dirs = tempDirs("icaro-cli-");
const tempDir = dirs.make;

afterAll(dirs.removeAll);

// Every run starts a process and, on its own database, PGlite: seconds each on a busy machine.
describe("icaro on its own database", { timeout: 180_000 }, () => {
  const dataDir = tempDir();

  beforeAll(() => {
    // Left by a server that crashed: its process is gone, so the command opens the database itself.
    const gone = spawnSync(process.execPath, ["-e", ""]).pid ?? 999_999;
    writeFileSync(
      operatorFilePath(dataDir),
      JSON.stringify({ url: "http://127.0.0.1:9", key: "stale-key", pid: gone }),
    );
  });

  it("ingests uolNoticias, then finds every story already there", async () => {
    const first = await icaro(dataDir, "ingest", UOL, "--publisher", "UOL");
    expect(first).toMatchObject({ code: 0, stdout: "15 new, 0 updated, 0 skipped\n" });
    const second = await icaro(dataDir, "ingest", UOL, "--publisher", "uol", "--json");
    expect(second.code).toBe(0);
    expect(JSON.parse(second.stdout)).toEqual({ new: 0, updated: 0, skipped: 15, failed: 0, publisherId: 1 });
  });

  it("refuses a broken feed with one line and exit code 1", async () => {
    const broken = path.join(dataDir, "broken.rss");
    writeFileSync(broken, '<?xml version="1.0"?><rss version="2.0"><channel><title>Cut');
    const result = await icaro(dataDir, "ingest", broken, "--publisher", "UOL");
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe("error: The XML is truncated: it does not end with </rss>\n");
  });

  it("adds, lists and removes feeds", async () => {
    const added = await icaro(
      dataDir,
      "feeds",
      "add",
      "https://feeds.example/uol.xml",
      "--publisher",
      "UOL",
      "--section",
      "news",
    );
    expect(added).toMatchObject({
      code: 0,
      stdout: "added feed 1: https://feeds.example/uol.xml (publisher UOL, section news)\n",
    });
    const listed = await icaro(dataDir, "feeds", "list", "--json");
    expect(JSON.parse(listed.stdout)).toMatchObject([
      { id: 1, publisher: "UOL", url: "https://feeds.example/uol.xml", section: "news", failures: 0 },
    ]);
    const removed = await icaro(dataDir, "feeds", "remove", "1");
    expect(removed.stdout).toBe(
      "removed feed 1: https://feeds.example/uol.xml (publisher UOL, section news)\n",
    );
    const missing = await icaro(dataDir, "feeds", "remove", "1");
    expect(missing).toMatchObject({ code: 1, stderr: "error: No feed with id or URL 1\n" });
  });

  it("checks the command line before touching the database", async () => {
    const result = await icaro(dataDir, "ingest", UOL);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^error: --publisher <name> is required\n/);
  });
});

describe("icaro while a server owns the data directory", { timeout: 180_000 }, () => {
  const dataDir = tempDir();
  let handle: DatabaseHandle;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, close } = await startOwningServer(dataDir));
  });
  afterAll(() => close());

  it("writes operator.json for its owner only", () => {
    expect(statSync(operatorFilePath(dataDir)).mode & 0o777).toBe(0o600);
  });

  it("hands ingest and feeds to the server, with the same output", async () => {
    const result = await icaro(dataDir, "ingest", UOL, "--publisher", "UOL", "--language", "pt-BR");
    expect(result).toMatchObject({ code: 0, stdout: "15 new, 0 updated, 0 skipped\n" });
    // The server's database has the stories: the command did not open its own.
    const [publisher] = await handle.db.select().from(publishers).where(eq(publishers.name, "UOL"));
    const stories = await handle.db.select().from(articles).where(eq(articles.publisherId, publisher.id));
    expect(stories).toHaveLength(15);
    expect(stories.every((story) => story.language === "pt")).toBe(true);

    const refused = await icaro(dataDir, "ingest", projectPath("README.md"), "--publisher", "UOL");
    expect(refused).toMatchObject({ code: 1, stdout: "" });
    expect(refused.stderr.trim().split("\n")).toEqual(["error: The document is neither XML nor JSON"]);

    await icaro(dataDir, "feeds", "add", "https://feeds.example/a.xml", "--publisher", "UOL");
    const listed = await icaro(dataDir, "feeds", "list");
    expect(listed.stdout).toMatch(/^id\s+publisher.*\n1\s+UOL\s+.*https:\/\/feeds\.example\/a\.xml\n$/);
  });
});
