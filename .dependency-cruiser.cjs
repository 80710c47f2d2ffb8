/**
 * Which way dependencies may point (issue "One way to do each thing", docs/decisions/0045):
 * app/ and server/ use core/; core/ uses neither; the server reaches the web app only through the
 * React Router server build, and the demo only through its seeder; route modules receive their
 * services from the composition root instead of making them; no file cycles. Run by
 * `npm run deps` and in `npm test`.
 */
const TESTS = "(\\.test\\.tsx?$|\\.int\\.test\\.tsx?$|^tests/|^server/testing/)";
/** The HTTP route modules of the server's domains (server/<domain>/*-routes.ts, *-route.ts). */
const ROUTE_MODULES = "^server/.+-routes?\\.ts$";
/** The modules that hold a service constructor (create*Service), and search's trending store. */
const SERVICE_MODULES = "^server/(.+-service|search/trending)\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "core-is-pure",
      comment: "core/ holds the shared rules and contracts: it imports neither app/, server/ nor demo/.",
      severity: "error",
      from: { path: "^core/" },
      to: { path: "^(app|server|demo)/" },
    },
    {
      name: "app-not-server",
      comment: "The web app reads the server only through the API (decision 0003).",
      severity: "error",
      from: { path: "^app/", pathNot: TESTS },
      to: { path: "^server/" },
    },
    {
      name: "server-not-app",
      comment: "The server mounts the web app through the React Router server build only.",
      severity: "error",
      from: { path: "^server/", pathNot: TESTS },
      to: { path: "^app/" },
    },
    {
      name: "server-not-demo",
      comment:
        "The server reaches the demo edition only through its seeder, from the composition roots (the server's services, the command's runIcaro).",
      severity: "error",
      from: { path: "^server/", pathNot: `${TESTS}|^server/(services|cli/run-icaro)\\.ts$` },
      to: { path: "^demo/" },
    },
    {
      name: "root-calls-the-seeder-only",
      comment: "The composition roots (the server's and the command's) call the demo's seeder module only.",
      severity: "error",
      from: { path: "^server/(services|cli/run-icaro)\\.ts$" },
      to: { path: "^demo/", pathNot: "^demo/seed-demo\\.ts$" },
    },
    {
      name: "app-reads-contract-types-only",
      comment:
        "core/schemas/ holds the zod schemas of the API's JSON: the web app imports their types only, so zod stays out of the browser.",
      severity: "error",
      from: { path: "^app/", pathNot: TESTS },
      to: { path: "^(core/schemas/|node_modules/zod/)", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "routes-receive-services",
      comment:
        "Services are made in the composition root (server/services.ts, server/domain-services.ts) and handed to the routes: a route module imports a service module's types only, never its create*Service (docs/decisions/0094).",
      severity: "error",
      from: { path: ROUTE_MODULES, pathNot: `${TESTS}|^server/rewards/rewards-routes\\.ts$` },
      to: { path: SERVICE_MODULES, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "no-sql-in-routes",
      comment:
        "Routes validate, call and answer; queries live in the domain's query or service modules (docs/decisions/0048). A route importing the schema or drizzle's operators is writing SQL.",
      severity: "error",
      from: { path: ROUTE_MODULES, pathNot: TESTS },
      to: { path: "^server/db/schema\\.ts$|(^|/)node_modules/drizzle-orm/" },
    },
    {
      name: "rewards-routes-receive-services",
      comment:
        "The one exception: the rewards routes call rewards-service.ts's registrationFieldErrors (a pure check of the claim form), and still receive the rewards service itself.",
      severity: "error",
      from: { path: "^server/rewards/rewards-routes\\.ts$" },
      to: {
        path: SERVICE_MODULES,
        pathNot: "^server/rewards/rewards-service\\.ts$",
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "no-circular",
      comment: "A cycle makes load order matter and hides which module owns what.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-tests",
      comment: "Shipped code does not import test files or test helpers.",
      severity: "error",
      from: { pathNot: TESTS },
      to: { path: TESTS },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|\\.react-router|\\.tmp|test-results)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
