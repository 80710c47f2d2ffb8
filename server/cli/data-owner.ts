import { type Config, ConfigError, loadConfig } from "#server/config.ts";
import { findRunningServer, type OperatorFile } from "#server/operator/operator-file.ts";
import { CliError } from "./cli-backend.ts";

/**
 * Who owns the data directory a command works on: the settings (a bad one is the command's one
 * error line) and the server running on that directory, if any. PGlite allows one process per
 * directory, so while a server runs a command hands its work to that server's operator endpoint;
 * a server that is there but does not answer is an error rather than a second opener.
 */
export async function findDataOwner(): Promise<{ config: Config; server: OperatorFile | null }> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
  const server = await findRunningServer(config.ICARO_DATA_DIR);
  if (server && "unreachable" in server) {
    throw new CliError(
      `a server (pid ${server.unreachable.pid}) is using ${config.ICARO_DATA_DIR} but does not answer at ${server.unreachable.url}`,
    );
  }
  return { config, server };
}

/** Runs `work` with a backend and always lets it go (closes the database it may have opened). */
export async function withBackend<B extends { close(): Promise<void> }, T>(
  open: () => Promise<B>,
  work: (backend: B) => Promise<T>,
): Promise<T> {
  const backend = await open();
  try {
    return await work(backend);
  } finally {
    await backend.close();
  }
}
