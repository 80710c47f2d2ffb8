import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectPath } from "#server/project-path.ts";

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Starts the production server (`npm run serve`) as a newcomer would. */
function serve(env: Record<string, string>): Run {
  const child = spawn(process.execPath, [projectPath("scripts/serve.js")], {
    cwd: projectPath("."),
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(url: string, run: Run) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${run.output()}`);
}

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
    expect(await run.exited).toBe(1);
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
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    const second = serve({ PORT: String(port), ICARO_DATA_DIR: dataDir });
    await waitForHealth(url, second);
    const again = await (await fetch(`${url}/api/v3/site/config?app=web&site_id=763`)).json();
    expect(again.uuid).toBe(config.uuid);
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
  });
});
