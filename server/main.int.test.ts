import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, serve, waitForHealth } from "#server/testing/server-process.ts";

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe("the production server process", () => {
  it.each([
    ["PORT", "abc"],
    ["ICARO_DEFAULT_LOCALE", "fr"],
    ["DATABASE_URL", "mysql://localhost/x"],
  ])("stops at start-up on %s=%s with one line naming it", async (name, value) => {
    const run = serve({ [name]: value });
    expect((await run.exited).code).toBe(1);
    const lines = run.output().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
    expect(lines[0]).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it("serves, shuts down gracefully on SIGTERM and keeps its data across restarts", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "icaro-main-"));
    dataDirs.push(dataDir);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;

    const first = serve({ PORT: String(port), ICARO_DATA_DIR: dataDir });
    await waitForHealth(url, first);
    const config = await (await fetch(`${url}/api/v3/site/config?app=web&site_id=763`)).json();
    // A request in flight when SIGTERM arrives still gets its whole answer.
    const inFlight = fetch(`${url}/es`).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill("SIGTERM");
    expect(await inFlight).toContain('<html lang="es"');
    expect((await first.exited).code).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    const second = serve({ PORT: String(port), ICARO_DATA_DIR: dataDir });
    await waitForHealth(url, second);
    const again = await (await fetch(`${url}/api/v3/site/config?app=web&site_id=763`)).json();
    expect(again.uuid).toBe(config.uuid);
    second.child.kill("SIGINT");
    expect((await second.exited).code).toBe(0);
  });
});
