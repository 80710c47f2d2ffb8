import type { Database, DatabaseHandle } from "#server/db/client.ts";
import { addFeed, type FeedJson, listFeeds, removeFeed } from "#server/feeds/feed-registry.ts";
import type { IngestResult } from "#server/ingest/store-feed.ts";
import { ingestFeed } from "#server/ingest/store-feed.ts";
import type { OperatorFile } from "#server/operator/operator-file.ts";

/** What the `icaro` command asks for, done either on its own database or by the running server. */
export type DemoResult = { publishers: number; profiles: number; articles: number; videos: number };
export type Progress = (done: number, total: number) => void;

export type IngestRequest = {
  bytes: Uint8Array;
  publisher: string;
  language?: string;
  section?: string;
  baseUrl?: string;
  contentType?: string;
};

export interface CliBackend {
  readonly where: string;
  ingest(request: IngestRequest, onProgress?: Progress): Promise<IngestResult>;
  addFeed(input: { publisher: string; url: string; language?: string; section?: string }): Promise<{
    feed: FeedJson;
    created: boolean;
  }>;
  listFeeds(): Promise<FeedJson[]>;
  removeFeed(target: string): Promise<FeedJson[]>;
  demo(options: { articles?: number; videos?: number }, onProgress?: Progress): Promise<DemoResult>;
  migrate(): Promise<{ migrated: true; engine: string }>;
  close(): Promise<void>;
}

/** An error the command prints as one line `error: <message>`. */
export class CliError extends Error {
  override name = "CliError";
}

type QueryValue = string | number | Date | null | undefined;

/** A command's options as a query string: absent ones left out, dates as ISO 8601. */
export function operatorQuery(query: Record<string, QueryValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.set(name, value instanceof Date ? value.toISOString() : String(value));
  }
  return params;
}

/**
 * POSTs to the server that owns the data directory, with its operator key. A server that does not
 * answer is a one-line CliError naming it, never a stack trace.
 */
export async function postToServer(
  server: OperatorFile,
  url: string,
  options: {
    key?: string;
    headers?: Record<string, string>;
    body?: Uint8Array | string;
    contentType?: string;
  } = {},
): Promise<Response> {
  try {
    return await fetch(url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${options.key ?? server.key}`,
        ...options.headers,
        ...(options.contentType ? { "content-type": options.contentType } : {}),
      },
      // Node's fetch sends any Uint8Array; the DOM typing wants one over a plain ArrayBuffer.
      body: options.body as Uint8Array<ArrayBuffer> | string | undefined,
    });
  } catch (error) {
    const cause = (error as Error).cause as Error | undefined;
    throw new CliError(
      `the server at ${server.url} did not answer: ${cause?.message ?? (error as Error).message}`,
    );
  }
}

/** The server's JSON answer, or its error's message as a one-line CliError. */
export async function answerJson<T>(response: Response): Promise<T> {
  const json = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!response.ok) throw new CliError(json?.error?.message ?? `the server answered HTTP ${response.status}`);
  return json as T;
}

/** Dates as the operator endpoint sends them, so both paths print the same. */
const asJson = <T>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T;

/** The command opened the database itself (no server runs on this data directory). */
export function localBackend(
  handle: DatabaseHandle,
  generateDemo: (
    db: Database,
    options: { articles?: number; videos?: number; onProgress?: Progress },
  ) => Promise<DemoResult>,
): CliBackend {
  const db = handle.db;
  return {
    where: `the ${handle.engine} database`,
    ingest: ({ bytes, ...options }, onProgress) => ingestFeed(db, bytes, { ...options, onProgress }),
    addFeed: async (input) => asJson(await addFeed(db, input)),
    listFeeds: async () => asJson(await listFeeds(db)),
    removeFeed: async (target) => asJson(await removeFeed(db, target)),
    demo: (options, onProgress) => generateDemo(db, { ...options, onProgress }),
    migrate: async () => {
      await handle.migrate();
      return { migrated: true, engine: handle.engine };
    },
    close: () => handle.close(),
  };
}

/** The server owns the database: send the command to its operator endpoint over loopback. */
export function remoteBackend(server: OperatorFile, key: string): CliBackend {
  async function call<T>(
    command: string,
    query: Record<string, string | number | undefined>,
    options: { body?: Uint8Array; contentType?: string; onProgress?: Progress } = {},
  ): Promise<T> {
    const params = operatorQuery(query);
    if (options.onProgress) params.set("stream", "1");
    const url = `${server.url}/api/operator/${command}?${params}`;
    const response = await postToServer(server, url, {
      key,
      headers: { "accept-encoding": "identity" },
      body: options.body,
      contentType: options.body ? (options.contentType ?? "application/octet-stream") : undefined,
    });
    const type = response.headers.get("content-type") ?? "";
    if (!type.includes("ndjson")) return answerJson<T>(response);
    return readStream<T>(response, options.onProgress);
  }

  return {
    where: `the server at ${server.url}`,
    ingest: ({ bytes, contentType, baseUrl, ...query }, onProgress) =>
      call("ingest", { ...query, base_url: baseUrl }, { body: bytes, contentType, onProgress }),
    addFeed: (input) => call("feeds/add", input),
    listFeeds: async () => (await call<{ feeds: FeedJson[] }>("feeds/list", {})).feeds,
    removeFeed: async (target) => (await call<{ removed: FeedJson[] }>("feeds/remove", { target })).removed,
    demo: (options, onProgress) => call("demo", options, { onProgress }),
    migrate: () => call("migrate", {}),
    close: async () => undefined,
  };
}

/** Reads `{"progress"}` lines until the `{"result"}` or `{"error"}` line. */
async function readStream<T>(response: Response, onProgress: Progress | undefined): Promise<T> {
  if (!response.body) throw new CliError("the server sent an empty answer");
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf("\n");
      if (!line) continue;
      const message = JSON.parse(line) as {
        progress?: { done: number; total: number };
        result?: T;
        error?: { message: string };
      };
      if (message.progress) onProgress?.(message.progress.done, message.progress.total);
      if (message.error) throw new CliError(message.error.message);
      if ("result" in message) return message.result as T;
    }
  }
  throw new CliError("the server's answer ended before the result");
}
