import { type Config, ConfigError, loadConfig } from "#server/config.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { findRunningServer, type OperatorFile } from "#server/operator/operator-file.ts";
import { CliError } from "./cli-backend.ts";

/**
 * Who owns the data directory a command works on: the settings (a bad one is the command's one
 * error line) and the server running on that directory, if any. PGlite allows one process per
 * directory, so while a server runs a command hands its work to that server's operator endpoint;
 * a server that is there but does not answer is an error rather than a second opener. The settings
 * are read from `env`, the command's (CliIo), never from `process.env` itself.
 */
export async function findDataOwner(
  env: NodeJS.ProcessEnv,
): Promise<{ config: Config; server: OperatorFile | null }> {
  let config: Config;
  try {
    config = loadConfig(env);
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

/**
 * The command's own database (no server owns the directory), migrated, with the backend `make`
 * builds over it. Should the migration or `make` fail, the database is closed again before the
 * error goes on: withBackend closes only a backend it got, and a command run in-process by the
 * tests must not leave a PGlite open behind it.
 */
export async function openOwnDatabase<B>(
  config: Config,
  make: (handle: DatabaseHandle) => B | Promise<B>,
): Promise<B> {
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.ICARO_DATA_DIR });
  try {
    await handle.migrate();
    return await make(handle);
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}
