// The production server as the benchmarks start it: `scripts/serve.js` on a fresh demo data
// directory, on a free loopback port, stopped (and the directory removed) by the caller's clean-up.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "../scripts/server-node-flags.ts";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const HOST = "127.0.0.1";
const HEALTH_TIMEOUT_MS = 60_000;
/** Lets the server finish in-flight requests on SIGTERM before it is killed outright. */
const STOP_GRACE_MS = 10_000;

/** Runs a command to completion; its output is shown only if it fails, to keep the report readable. */
export async function runCommand(command: string, args: string[]) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  const [code] = (await once(child, "close")) as [number | null];
  if (code !== 0) {
    process.stderr.write(Buffer.concat(output));
    throw new Error(`\`${command} ${args.join(" ")}\` failed with exit code ${code}`);
  }
}

/** A port that was free a moment ago; the server gets it through PORT, so it must be known up front. */
export async function findFreePort(): Promise<number> {
  const server = createNetServer().listen(0, HOST);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ProductionServer = {
  child: ChildProcess;
  baseUrl: string;
  /** The server's last output, for error messages (with LOG_LEVEL=silent only failures print). */
  output: () => string;
  /** Stops the server, then removes its data directory. */
  stop: () => Promise<void>;
};

/** Starts `scripts/serve.js` on a fresh demo database and waits until /healthz answers 200. */
export async function startProductionServer(
  extraEnv: Record<string, string> = {},
): Promise<ProductionServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "icaro-bench-"));
  const port = await findFreePort();
  const baseUrl = `http://${HOST}:${port}`;
  console.error(`• starting the server on ${baseUrl} (data in ${dataDir})`);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "scripts/serve.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST,
      LOG_LEVEL: "silent",
      ICARO_DATA_DIR: dataDir,
      // A DATABASE_URL or ICARO_DEMO=off in the caller's shell would bypass the fresh demo database.
      DATABASE_URL: "",
      ICARO_DEMO: "on",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const server: ProductionServer = {
    child,
    baseUrl,
    output: () => output,
    stop: async () => {
      // The database must be closed before its directory is removed.
      await stopProcess(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitUntilHealthy(server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

export function isRunning(child: ChildProcess) {
  return child.exitCode === null && child.signalCode === null;
}

export function describeExit(child: ChildProcess): string {
  return child.signalCode ? `signal ${child.signalCode}` : `exit code ${child.exitCode}`;
}

async function stopProcess(child: ChildProcess) {
  if (!isRunning(child)) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const stopped = await Promise.race([exited.then(() => true), sleep(STOP_GRACE_MS).then(() => false)]);
  if (!stopped) {
    child.kill("SIGKILL");
    await exited;
  }
}

async function waitUntilHealthy(server: ProductionServer) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!isRunning(server.child)) {
      throw new Error(
        `the server exited during start-up (${describeExit(server.child)}):\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${server.baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet: migrations and the demo seed run before the port opens.
    }
    await sleep(250);
  }
  throw new Error(
    `the server did not answer 200 on ${server.baseUrl}/healthz within ${HEALTH_TIMEOUT_MS / 1000} s:\n${server.output()}`,
  );
}
