import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { projectPath } from "#server/project-path.ts";
import { SERVER_NODE_FLAGS } from "../../scripts/server-node-flags.ts";

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  output: () => string;
  /** The exit code, and the signal when a signal ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Starts the production server (`npm run serve`) as a newcomer would. */
export function serve(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, projectPath("scripts/serve.js")], {
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
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/** Polls /healthz until it answers 200, for at most 45 seconds. */
export async function waitForHealth(url: string, run: ServerProcess) {
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
