/**
 * A one-line progress bar on stderr, drawn only when stderr is a terminal: piped or captured
 * output (scripts, tests, `--json`) stays exactly the command's answer.
 */
export function createProgressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const enabled = stream.isTTY === true;
  let lastDraw = 0;
  let drawn = false;
  const started = Date.now();

  return {
    update(done: number, total: number) {
      if (!enabled || total <= 0) return;
      const now = Date.now();
      if (now - lastDraw < 80 && done < total) return;
      lastDraw = now;
      const width = Math.max(10, Math.min(40, (stream.columns ?? 80) - label.length - 30));
      const ratio = Math.min(1, done / total);
      const filled = Math.round(ratio * width);
      const seconds = ((now - started) / 1000).toFixed(1);
      const bar = `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
      stream.write(`\r${label} ${bar} ${done}/${total} ${seconds}s\u001b[K`);
      drawn = true;
    },
    /** Clears the line, so the answer that follows starts clean. */
    finish() {
      if (enabled && drawn) stream.write("\r\u001b[K");
      drawn = false;
    },
  };
}
