// Server CPU per request: read the server process's CPU time before and after a measured window.
// Wall-clock req/s drifts with whatever else the machine runs; the CPU the server spent on each
// request does much less, so it is the figure the uncached-render goal is held to.
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";

/** Clock ticks per second of /proc's times (USER_HZ); 100 on every common Linux build. */
const TICKS_PER_SECOND = ticksPerSecond();

function ticksPerSecond(): number {
  try {
    const value = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
    return Number.isInteger(value) && value > 0 ? value : 100;
  } catch {
    return 100;
  }
}

/**
 * CPU time (user + system, all threads: JIT, GC and the main thread) the process has used so far, in
 * ms, or undefined where there is no /proc (not Linux) or the process is gone.
 */
export async function processCpuMs(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of proc(5); the slice starts at field 3.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

/** Runs `work` and returns its result with the CPU ms `pid` spent per request in the meantime. */
export async function withCpuPerRequest<T extends { requests: { total?: number } }>(
  pid: number | undefined,
  work: () => Promise<T>,
): Promise<{ result: T; cpuMsPerRequest: number | undefined }> {
  const before = await processCpuMs(pid);
  const result = await work();
  const after = await processCpuMs(pid);
  const requests = result.requests.total ?? 0;
  const cpuMsPerRequest =
    before === undefined || after === undefined || requests === 0 ? undefined : (after - before) / requests;
  return { result, cpuMsPerRequest };
}
