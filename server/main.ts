import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { closeServer } from "./http/lifecycle/close-server.ts";
import { keepConnectionsLongerThanProxies } from "./http/lifecycle/keep-alive.ts";
import { createLogger } from "./logger.ts";
import { announceToOperator, removeOperatorFile } from "./operator/operator-file.ts";
import { createServices } from "./services.ts";
import { listeningUrl, startLine } from "./start-line.ts";

export type RunningServer = { url: string; stop(): Promise<void> };

/**
 * `npm start`: configuration → services (database, migrations, site and demo data, buses,
 * accounts, live games, feed poller: server/services.ts) → the HTTP app (server/app.ts) → listen.
 */
export async function start(build: ServerBuild, env = process.env): Promise<RunningServer> {
  const config = configOrExit(env);
  const log = createLogger(config.LOG_LEVEL);
  const services = await createServices(config, log);
  const app = createApp(services, { build, serveAssets: true });
  // Node's own server with the app's listener: fresh cached pages are answered before Hono.
  const server = keepConnectionsLongerThanProxies(createServer(app.requestListener)).listen(
    config.PORT,
    config.HOST,
  );
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const url = listeningUrl(config.HOST, port);
  log.info({ url, database: services.database.engine }, "Icaro is listening");
  // A person at a terminal gets a line to read; a log collector (stdout not a TTY) only the JSON.
  if (process.stdout.isTTY) process.stdout.write(`${startLine(url)}\n`);
  announceToOperator(config, port, services.operatorKey, log);

  const stop = () => {
    log.info("shutting down: no new connections, finishing requests in flight");
    return services
      .stop(async () => {
        removeOperatorFile(config.ICARO_DATA_DIR);
        await closeServer(server);
      })
      .then(() => log.info("stopped"));
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      stop().then(
        () => process.exit(0),
        (error) => {
          log.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
  return { url, stop };
}

/** The settings, or one line naming the bad variable and exit 1: a stack trace would only hide it. */
function configOrExit(env: NodeJS.ProcessEnv): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
