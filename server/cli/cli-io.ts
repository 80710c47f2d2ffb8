import type { ProgressStream } from "./progress-bar.ts";

/**
 * What a command reads and writes besides its arguments: the settings it reads (the server's,
 * from `env`), its answer (stdout), its error lines (stderr) and, when stderr is a terminal, where
 * the progress bar draws. `server/cli.ts` passes the process's own; the integration tests run the
 * command in their process with an environment of their own and capture the text
 * (docs/decisions/0096-icaro-command-in-process-for-tests.md), so no command reads `process.env`
 * or writes to the console itself.
 */
export type CliIo = {
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** The progress bar's terminal; absent, no bar is drawn (as when stderr is piped). */
  progress?: ProgressStream;
};

/** One line of the command's answer, as `console.log` would write it. */
export function printLine(io: CliIo, text: string): void {
  io.stdout(`${text}\n`);
}
