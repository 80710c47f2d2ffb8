/** Where a progress bar draws: the command's stderr (`process.stderr` from server/cli.ts). */
export type ProgressStream = {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(text: string): unknown;
};

/**
 * A one-line progress bar on stderr, drawn only when stderr is a terminal: piped or captured
 * output (scripts, tests, `--json`) stays exactly the command's answer. Without a stream (a
 * command run in-process by the tests) nothing is drawn.
 */
export function createProgressBar(label: string, stream: ProgressStream | undefined) {
  const terminal = stream?.isTTY === true ? stream : undefined;
  let lastDraw = 0;
  let drawn = false;
  const started = Date.now();

  return {
    update(done: number, total: number) {
      if (!terminal || total <= 0) return;
      const now = Date.now();
      if (now - lastDraw < 80 && done < total) return;
      lastDraw = now;
      const width = Math.max(10, Math.min(40, (terminal.columns ?? 80) - label.length - 30));
      const ratio = Math.min(1, done / total);
      const filled = Math.round(ratio * width);
      const seconds = ((now - started) / 1000).toFixed(1);
      const bar = `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
      terminal.write(`\r${label} ${bar} ${done}/${total} ${seconds}s\u001b[K`);
      drawn = true;
    },
    /** Clears the line, so the answer that follows starts clean. */
    finish() {
      if (terminal && drawn) terminal.write("\r\u001b[K");
      drawn = false;
    },
  };
}
