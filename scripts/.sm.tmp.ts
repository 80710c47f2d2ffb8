import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer } from "source-map";
const file = process.argv[2];
const code = readFileSync(file, "utf8");
const map = JSON.parse(readFileSync(file + ".map", "utf8"));
const consumer = await new SourceMapConsumer(map);
const lines = code.split("\n");
const bySource = new Map<string, string[]>();
let last: { line: number; col: number; source: string } | null = null;
const segs: { line: number; col: number; source: string }[] = [];
consumer.eachMapping((m) => segs.push({ line: m.generatedLine, col: m.generatedColumn, source: m.source ?? "?" }));
segs.sort((a, b) => a.line - b.line || a.col - b.col);
for (let i = 0; i < segs.length; i++) {
  const s = segs[i], n = segs[i + 1];
  const text = n && n.line === s.line ? lines[s.line - 1].slice(s.col, n.col) : lines[s.line - 1].slice(s.col);
  const key = s.source.replace(/.*node_modules\//, "nm:").replace(/.*wt-search-ui\//, "");
  (bySource.get(key) ?? bySource.set(key, []).get(key)!).push(text);
}
const rows = [...bySource].map(([k, parts]) => [k, parts.join("").length, gzipSync(parts.join(""), { level: 9 }).length] as const);
rows.sort((a, b) => b[2] - a[2]);
for (const [k, raw, gz] of rows) console.log(String(gz).padStart(6), String(raw).padStart(7), k);
if (process.argv[3]) console.log(bySource.get(process.argv[3])?.join(""));
