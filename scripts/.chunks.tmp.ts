import type { ServerBuild } from "react-router";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { projectPath } from "#server/project-path.ts";
const { build } = (await import(projectPath("build/server/index.js"))) as { build: ServerBuild };
const m = build.assets;
const id = process.argv[2];
const files = new Set<string>([m.entry.module, ...m.entry.imports]);
for (let r = m.routes[id]; r; r = r.parentId ? m.routes[r.parentId] : undefined) { files.add(r.module); for (const f of r.imports ?? []) files.add(f); }
let total = 0;
for (const f of files) { const n = gzipSync(readFileSync(projectPath("build/client" + f)), {level: 9}).length; total += n; console.log(String(n).padStart(7), f); }
console.log(total);
