import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { seedDemo } from "#demo/seed-demo.ts";
import { createApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { startFeedPoller } from "./feeds/feed-poller.ts";
import { createLogger } from "./logger.ts";
import { newOperatorKey, removeOperatorFile, writeOperatorFile } from "./operator/operator-file.ts";
import { ensureDefaultSite } from "./site/site-config.ts";
import { openScoreBus } from "./sports/open-score-bus.ts";
import { startScoreSimulator } from "./sports/score-simulator.ts";

export type RunningServer = { url: string; stop(): Promise<void> };

/** Start-up: configuration → database → migrations → site and demo data → HTTP. */
export async function start(build: ServerBuild, env = process.env): Promise<RunningServer> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // One line naming the variable; a stack trace would only hide it.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.ICARO_DATA_DIR,
    onConnectionError: (error) => log.warn({ err: error }, "database connection lost; the pool reconnects"),
  });
  await database.migrate();
  await ensureDefaultSite(database.db);
  if (config.ICARO_DEMO === "on") await seedDemo(database.db, log);
  const scoreBus = await openScoreBus(config, log);

  // The `icaro` command hands its work to this server with this key (from operator.json) or ICARO_OPERATOR_KEY.
  const operatorKey = newOperatorKey();
  const operatorKeys = [operatorKey, ...(config.ICARO_OPERATOR_KEY ? [config.ICARO_OPERATOR_KEY] : [])];
  const app = createApp({
    config,
    database,
    log,
    build,
    serveAssets: true,
    operatorKeys: () => operatorKeys,
    scoreBus,
  });
  // The demo's live games, advanced on the clock and published like a data provider's updates.
  const simulator =
    config.ICARO_DEMO === "on" && config.ICARO_SPORTS_SIMULATOR === "on"
      ? startScoreSimulator({
          db: database.db,
          bus: scoreBus,
          log,
          intervalMs: config.ICARO_SPORTS_SIMULATOR_TICK_SECONDS * 1000,
        })
      : undefined;
  // The first step before the first reader: a fresh start shows its live games at their minute.
  await simulator?.tick();
  // Node's own server with the app's listener: fresh cached pages are answered before Hono.
  const server = createServer(app.requestListener).listen(config.PORT, config.HOST);
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`;
  log.info({ url, database: database.engine }, "Icaro is listening");
  const loopback = config.HOST === "0.0.0.0" || config.HOST === "::" ? "127.0.0.1" : config.HOST;
  const operatorUrl = `http://${loopback.includes(":") ? `[${loopback}]` : loopback}:${port}`;
  try {
    writeOperatorFile(config.ICARO_DATA_DIR, { url: operatorUrl, key: operatorKey, pid: process.pid });
  } catch (error) {
    // The site still works; only the command's hand-off does not (ICARO_OPERATOR_KEY still can).
    log.warn({ err: error }, "could not write operator.json: the icaro command cannot find this server");
  }
  const poller =
    config.ICARO_FEED_POLL_MINUTES > 0
      ? startFeedPoller({ db: database.db, log, intervalMinutes: config.ICARO_FEED_POLL_MINUTES })
      : undefined;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      log.info("shutting down: no new connections, finishing requests in flight");
      // Live score streams never finish on their own: the bus tells them to end first.
      await simulator?.stop();
      await scoreBus.close();
      // Idle keep-alive sockets are closed by close(); busy ones finish their response first.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const force = setTimeout(() => "closeAllConnections" in server && server.closeAllConnections(), 10_000);
      removeOperatorFile(config.ICARO_DATA_DIR);
      // The poller finishes (or aborts) its current feed before the database closes under it.
      const polling = poller?.stop();
      await closed;
      clearTimeout(force);
      await polling;
      await database.close();
      log.info("stopped");
    })();
    return stopping;
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
