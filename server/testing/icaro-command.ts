import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runIcaro } from "#server/cli/run-icaro.ts";
import { projectPath } from "#server/project-path.ts";

export type CommandResult = { code: number | null; stdout: string; stderr: string };

/** The environment a test's command runs with: the embedded database of `dataDir`, no logging. */
function commandEnv(dataDir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ICARO_DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent", ...env };
}

/**
 * Runs `icaro` in this process, on the embedded database of `dataDir`: the same command and the
 * same output as the operator's, without a second or so of process start for each call
 * (docs/decisions/0096-icaro-command-in-process-for-tests.md). Its environment is its own —
 * process.env is never changed, since the integration project's workers run file after file.
 */
export const icaro = icaroWith({});

/** `icaro` with more environment (or some of it overridden), e.g. `{ REDIS_URL: "" }`. */
export function icaroWith(env: Record<string, string>) {
  return async (dataDir: string, ...args: string[]): Promise<CommandResult> => {
    let stdout = "";
    let stderr = "";
    const code = await runIcaro(args, {
      env: commandEnv(dataDir, env),
      stdout: (text) => {
        stdout += text;
      },
      stderr: (text) => {
        stderr += text;
      },
    });
    return { code, stdout, stderr };
  };
}

/**
 * Runs `icaro` as the operator would, in a process of its own (tsx, without npm's own output
 * around it): for what only the process shows — its exit code from process.exit, that nothing
 * left open keeps it alive, the modes of the files it creates.
 */
export function icaroProcess(dataDir: string, ...args: string[]): Promise<CommandResult> {
  return spawnCommand(process.execPath, ["--import", "tsx", projectPath("server/cli.ts"), ...args], dataDir);
}

/** `npm run icaro -- <args>`, the entry the operator documentation gives (npm quiet). */
export function npmRunIcaro(dataDir: string, ...args: string[]): Promise<CommandResult> {
  return spawnCommand("npm", ["run", "--silent", "icaro", "--", ...args], dataDir);
}

function spawnCommand(command: string, args: string[], dataDir: string): Promise<CommandResult> {
  const child = spawn(command, args, {
    cwd: projectPath("."),
    env: commandEnv(dataDir, {}),
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
