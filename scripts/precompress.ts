// After `react-router build`: writes .gz and .br copies of the hashed JavaScript and CSS so the
// server sends them as they are (serveStatic `precompressed`) instead of compressing the same
// bytes on every request, at the best compression levels, which per-request gzip cannot afford.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { projectPath } from "#server/project-path.ts";
import { brotliAsset, gzipAsset } from "./asset-compression.ts";

const dir = projectPath("build/client/assets");
let files = 0;
for (const name of readdirSync(dir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = path.join(dir, name);
  const bytes = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipAsset(bytes));
  writeFileSync(`${file}.br`, brotliAsset(bytes));
  files += 1;
}
console.log(`precompressed ${files} assets (gzip and brotli)`);
