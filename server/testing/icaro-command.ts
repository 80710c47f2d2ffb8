import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { projectPath } from "#server/project-path.ts";

export type CommandResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs `icaro` as the operator would (tsx, without npm's own output around it), on the embedded
 * database of `dataDir`.
 */
export const icaro = icaroWith({});

/** `icaro` with more environment (or some of it overridden), e.g. `{ REDIS_URL: "" }`. */
export function icaroWith(env: Record<string, string>) {
  return (dataDir: string, ...args: string[]) => runIcaro(dataDir, args, env);
}

function runIcaro(dataDir: string, args: string[], env: Record<string, string>): Promise<CommandResult> {
  const child = spawn(process.execPath, ["--import", "tsx", projectPath("server/cli.ts"), ...args], {
    cwd: projectPath("."),
    env: { ...process.env, ICARO_DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

/** Temporary data directories for one test file, removed together by `removeAll` (in afterAll). */
export function tempDirs(prefix: string) {
  const dirs: string[] = [];
  return {
    make: () => {
      const dir = mkdtempSync(path.join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    removeAll: () => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
