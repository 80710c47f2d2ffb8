// The production server bundle's entry (vite.config.ts): a static import of the React Router
// build, so nothing is imported per request. scripts/serve.js calls start().
import * as build from "virtual:react-router/server-build";

export { start } from "./main.ts";
export { build };
