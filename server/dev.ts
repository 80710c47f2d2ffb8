// `npm run dev`: Vite in middleware mode for the browser code (with hot reload), and our own
// Hono app loaded through Vite so that server and API edits reload too. `react-router dev`
// would ignore our server entry, hence this small server. It starts the same services as
// `npm start` (server/services.ts): the demo's live games move and feeds are polled here too.
import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import type { IcaroApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { closeServer } from "./http/lifecycle/close-server.ts";
import { createLogger } from "./logger.ts";
import { announceToOperator, removeOperatorFile } from "./operator/operator-file.ts";
import type { Services } from "./services.ts";

const config = loadConfig({ NODE_ENV: "development", ...process.env });
const log = createLogger(config.LOG_LEVEL);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });

// The service worker (push alerts, offline copies) as `npm run build` makes it, without a
// precache; rebuilt at each start, not on edits. A failure leaves the site without a worker.
await import("../scripts/build-service-worker.ts")
  .then((module) => module.bundleDevServiceWorker())
  .catch((error) => log.warn({ err: error }, "the development service worker was not built"));

// The services are loaded through Vite too, so they and the app share one copy of the modules
// that hold process state (the content version the poller bumps and the page cache reads). They
// are started once: PGlite allows one connection per process, and live streams must survive a
// reload of the app's code.
const servicesModule = (await vite.ssrLoadModule("/server/services.ts")) as typeof import("./services.ts");
const services: Services = await servicesModule.createServices(config, log);

// One app per version of the modules: Vite returns the same module objects until a file changes.
const apps = new WeakMap<object, IcaroApp["requestListener"]>();
async function currentListener() {
  const appModule = (await vite.ssrLoadModule("/server/app.ts")) as typeof import("./app.ts");
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  let listener = apps.get(build);
  if (!listener) {
    listener = appModule.createApp(services, { build, serveAssets: false }).requestListener;
    apps.set(build, listener);
  }
  return listener;
}

const httpServer = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      await (await currentListener())(req, res);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      log.error({ err: error }, "dev server error");
      res.statusCode = 500;
      res.end(String(error));
    }
  });
});
httpServer.listen(config.PORT, config.HOST, () => {
  const { port } = httpServer.address() as AddressInfo;
  log.info(`Icaro dev server on http://localhost:${port}`);
  announceToOperator(config, port, services.operatorKey, log);
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    services
      .stop(async () => {
        removeOperatorFile(config.ICARO_DATA_DIR);
        await closeServer(httpServer);
        await vite.close();
      })
      .then(
        () => process.exit(0),
        (error) => {
          log.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
  });
}
