import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "#server/config.ts";

/**
 * `operator.json` in the data directory tells the `icaro` command that a server owns the
 * database and how to reach it: PGlite allows one process per data directory, so while a server
 * runs the command hands its work to the server instead of opening the database itself.
 */
export type OperatorFile = { url: string; key: string; pid: number };

export const OPERATOR_FILE = "operator.json";

export function operatorFilePath(dataDir: string): string {
  return path.resolve(dataDir, OPERATOR_FILE);
}

export function newOperatorKey(): string {
  return randomBytes(32).toString("base64url");
}

/** Readable by its owner only: the key lets anyone on the machine write content. */
export function writeOperatorFile(dataDir: string, file: OperatorFile): void {
  const target = operatorFilePath(dataDir);
  // On PostgreSQL nothing else may have created the data directory yet.
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  writeFileSync(target, `${JSON.stringify(file)}\n`, { mode: 0o600 });
  // The mode applies only when the file is created: one left by an earlier run keeps its own.
  chmodSync(target, 0o600);
}

export function removeOperatorFile(dataDir: string, pid = process.pid): void {
  // Only our own: a second server started on the same directory must not delete the first one's.
  if (readOperatorFile(dataDir)?.pid === pid) rmSync(operatorFilePath(dataDir), { force: true });
}

export function readOperatorFile(dataDir: string): OperatorFile | null {
  try {
    const json = JSON.parse(readFileSync(operatorFilePath(dataDir), "utf8")) as Partial<OperatorFile>;
    if (typeof json.url !== "string" || typeof json.key !== "string" || typeof json.pid !== "number")
      return null;
    return { url: json.url, key: json.key, pid: json.pid };
  } catch {
    return null;
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The server running on this data directory, if any: its file names a live process that answers
 * /healthz. A live process that does not answer (still starting, or busy) is waited for a little;
 * a file left by a crashed server is ignored.
 */
export async function findRunningServer(
  dataDir: string,
  options: { waitMs?: number } = {},
): Promise<OperatorFile | { unreachable: OperatorFile } | null> {
  const file = readOperatorFile(dataDir);
  if (!file || !isProcessAlive(file.pid)) return null;
  const deadline = Date.now() + (options.waitMs ?? 5_000);
  for (;;) {
    try {
      const response = await fetch(`${file.url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return file;
    } catch {
      // not answering yet
    }
    if (Date.now() >= deadline || !isProcessAlive(file.pid)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return isProcessAlive(file.pid) ? { unreachable: file } : null;
}

/** operator.json in the data directory: how the `icaro` command finds this server and its key. */
export function announceToOperator(
  config: Pick<Config, "HOST" | "ICARO_DATA_DIR">,
  port: number,
  key: string,
  log: { warn(fields: object, message: string): void },
) {
  const loopback = config.HOST === "0.0.0.0" || config.HOST === "::" ? "127.0.0.1" : config.HOST;
  const url = `http://${loopback.includes(":") ? `[${loopback}]` : loopback}:${port}`;
  try {
    writeOperatorFile(config.ICARO_DATA_DIR, { url, key, pid: process.pid });
  } catch (error) {
    // The site still works; only the command's hand-off does not (ICARO_OPERATOR_KEY still can).
    log.warn({ err: error }, "could not write operator.json: the icaro command cannot find this server");
  }
}
