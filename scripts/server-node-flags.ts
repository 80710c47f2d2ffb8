/**
 * Node's flags for the production server, wherever it is started (`npm run serve`, the tests'
 * and benchmarks' servers, Playwright's). Without a limit V8 sizes its heap from the machine's
 * memory and lets it grow far past what the server keeps alive: under the soak bench (docs/decisions/0058-server-memory-under-load.md)
 * the live heap peaked at ~85 MB while the process grew to 382 MB; capped at 256 MB it peaked at
 * 232 MB with the same throughput. The cap leaves room for the 64 MB page cache. An operator with
 * more memory starts `node --max-old-space-size=N scripts/serve.js` (a flag given later wins).
 */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=256"];
