import { chmodSync, existsSync, lstatSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The data directory holds the embedded database, the outbox's password-reset links and the
 * operator key (decision 0053): its user's only, whatever the umask the process was started with.
 */

/** Group and others get nothing of what this process creates. */
export const PRIVATE_UMASK = 0o077;

/**
 * Files and directories this process creates from now on are its user's only (0600 and 0700 for
 * the usual 0666 and 0777). Called first by the server's services and by the `icaro` command.
 */
export function restrictNewFiles(): void {
  process.umask(PRIVATE_UMASK);
}

/**
 * Takes group and other permissions off `dir` and everything under it, symbolic links left alone
 * (never followed): a directory from before this rule, or files made with an explicit mode (PGlite
 * unpacks its initial cluster as 0666 files whatever the umask). Returns how many entries changed.
 * A missing directory is nothing to do.
 */
export function makePrivate(dir: string): number {
  if (!existsSync(dir)) return 0;
  let changed = 0;
  const tighten = (target: string) => {
    const stat = lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & PRIVATE_UMASK) !== 0) {
      chmodSync(target, stat.mode & 0o7777 & ~PRIVATE_UMASK);
      changed++;
    }
    if (stat.isDirectory()) for (const entry of readdirSync(target)) tighten(path.join(target, entry));
  };
  tighten(path.resolve(dir));
  return changed;
}
