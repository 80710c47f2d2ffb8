// The server's resident memory while it is under load: /proc/<pid>/status read at a fixed interval,
// plus the kernel's own high-water mark, which also catches a spike between two readings.
import { readFile } from "node:fs/promises";

export type MemoryReport = {
  /** VmRSS at the first reading, MB. */
  firstMb: number;
  /** The largest VmRSS read, MB. */
  peakSampledMb: number;
  /** VmRSS at the last reading, MB. */
  lastMb: number;
  /** VmHWM at the end: the peak since the process started (start-up and demo seed included), MB. */
  highWaterMb: number;
  samples: number;
};

/** A field of /proc/<pid>/status in MB, or undefined where there is no /proc or the process is gone. */
async function statusFieldMb(pid: number, field: "VmRSS" | "VmHWM"): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kilobytes = status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) / 1024;
  } catch {
    return undefined;
  }
}

/** Starts reading the process's RSS every `intervalMs`; `stop()` ends it and reports. */
export async function watchMemory(
  pid: number,
  intervalMs: number,
): Promise<{ stop: () => Promise<MemoryReport> }> {
  const readings: number[] = [];
  const read = async () => {
    const rss = await statusFieldMb(pid, "VmRSS");
    if (rss !== undefined) readings.push(rss);
  };
  await read();
  if (readings.length === 0) throw new Error(`no /proc/${pid}/status to read the server's memory from`);
  const timer = setInterval(() => void read(), intervalMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await read();
      const highWater = await statusFieldMb(pid, "VmHWM");
      return {
        firstMb: readings[0],
        peakSampledMb: Math.max(...readings),
        lastMb: readings[readings.length - 1],
        highWaterMb: highWater ?? Math.max(...readings),
        samples: readings.length,
      };
    },
  };
}
