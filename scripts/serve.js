// Runs the production build: `npm run serve` (after `npm run build`), or `npm start` for both.
import { existsSync } from "node:fs";

const entry = new URL("../build/server/index.js", import.meta.url);
if (!existsSync(entry)) {
  console.error("No production build found: run `npm run build` first (or `npm start`, which builds).");
  process.exit(1);
}
const { start, build } = await import(entry.href);
await start(build);
