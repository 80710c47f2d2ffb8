// Cache hits of anonymous pages against the speed of a static file, in one run: for the home and an
// article, with and without `Accept-Encoding: br, gzip`, at 32 and 64 connections, each target is
// measured right after a node:http server answering the very same bytes (same size, same encoding).
// `npm run bench -- --only http` runs it; `npx tsx bench/page-cache-hits.ts` alone too.
import { once } from "node:events";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import type { ArticleJson } from "#core/content/content.ts";
import { articlePath, NO_PROXY_POST, slugify } from "#core/routing/article-urls.ts";
import { HOST, type ProductionServer, startProductionServer } from "./production-server.ts";
import { textTable } from "./text-table.ts";

/** Issue "Fast pages": a hit reaches half the limit with p99 ≤ 50 ms, at 32 and at 64 connections. */
const GOAL_SHARE = 0.5;
const GOAL_P99_MS = 50;
const WARMUP_SECONDS = 2;
const ENCODINGS = [
  { name: "identity", headers: {} as Record<string, string> },
  { name: "br, gzip", headers: { "accept-encoding": "br, gzip" } },
];

type Sample = { requestsPerSecond: number; p50: number; p99: number; non2xx: number; errors: number };
type Row = {
  page: string;
  encoding: string;
  connections: number;
  bytes: number;
  sentEncoding: string;
  limit: Sample;
  hit: Sample;
};

/** The bytes the server sends for a URL and headers, undecoded (fetch would decompress them). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ body: Buffer.concat(chunks), headers: response.headers as Record<string, string> }),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** A node:http server answering these bytes, with this encoding, to every request. */
async function startLimit(body: Buffer, encoding: string) {
  const headers: Record<string, string | number> = {
    "content-type": "text/html; charset=utf-8",
    "content-length": body.length,
  };
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  const server = createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  });
  server.listen(0, HOST);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${HOST}:${port}/`,
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
}

async function sample(url: string, headers: Record<string, string>, connections: number, duration: number) {
  await autocannon({ url, headers, connections, duration: WARMUP_SECONDS });
  const result = await autocannon({ url, headers, connections, duration });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function articleUrl(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v3/feed?per=1`);
  const [article] = (await response.json()) as ArticleJson[];
  if (!article) throw new Error("the feed API returned no article");
  const path = articlePath({
    post: NO_PROXY_POST,
    type: article.context,
    id: article.id,
    slug: slugify(article.name),
  });
  return `${baseUrl}${path}`;
}

function passes(row: Row): boolean {
  const { hit, limit } = row;
  return (
    hit.non2xx === 0 &&
    hit.errors === 0 &&
    hit.requestsPerSecond >= GOAL_SHARE * limit.requestsPerSecond &&
    hit.p99 <= GOAL_P99_MS
  );
}

function formatTable(rows: Row[]): string {
  const header = [
    "page",
    "accept-encoding",
    "conns",
    "sent",
    "bytes",
    "limit req/s",
    "hit req/s",
    "p50 ms",
    "p99 ms",
    "vs limit",
    "goal",
  ];
  const cells = rows.map((row) => [
    row.page,
    row.encoding,
    String(row.connections),
    row.sentEncoding,
    String(row.bytes),
    row.limit.requestsPerSecond.toFixed(0),
    row.hit.requestsPerSecond.toFixed(0),
    String(row.hit.p50),
    String(row.hit.p99),
    `${(row.hit.requestsPerSecond / row.limit.requestsPerSecond).toFixed(3)}×`,
    passes(row) ? "pass" : "FAIL",
  ]);
  return textTable(header, cells, [0, 1]);
}

/** Measures the hits on a running server (or a fresh one); returns the number of rows below the goal. */
export async function runPageCacheBench(options: {
  duration: number;
  server?: ProductionServer;
}): Promise<number> {
  const server = options.server ?? (await startProductionServer());
  try {
    const pages = [
      { page: "home", url: `${server.baseUrl}/` },
      { page: "article", url: await articleUrl(server.baseUrl) },
    ];
    const rows: Row[] = [];
    for (const { page, url } of pages) {
      for (const encoding of ENCODINGS) {
        // The first request renders and stores the page; the bytes are what every hit then sends.
        await rawGet(url, encoding.headers);
        const sent = await rawGet(url, encoding.headers);
        if (sent.headers["x-cache"] !== "hit")
          throw new Error(`${url} was not a cache hit (x-cache: ${sent.headers["x-cache"]})`);
        const sentEncoding = sent.headers["content-encoding"] ?? "identity";
        const limit = await startLimit(sent.body, sentEncoding);
        try {
          for (const connections of [32, 64]) {
            console.error(`• ${page} (${encoding.name}) at ${connections} connections: limit, then hits`);
            rows.push({
              page,
              encoding: encoding.name,
              connections,
              bytes: sent.body.length,
              sentEncoding,
              limit: await sample(limit.url, encoding.headers, connections, options.duration),
              hit: await sample(url, encoding.headers, connections, options.duration),
            });
          }
        } finally {
          await limit.close();
        }
      }
    }
    console.log();
    console.log(formatTable(rows));
    console.log(
      `goal: a cache hit ≥ ${GOAL_SHARE}× the limit (node:http sending the same bytes, measured just before) with p99 ≤ ${GOAL_P99_MS} ms`,
    );
    return rows.filter((row) => !passes(row)).length;
  } finally {
    if (!options.server) await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failed = await runPageCacheBench({ duration: 10 });
  process.exit(failed > 0 ? 1 : 0);
}
