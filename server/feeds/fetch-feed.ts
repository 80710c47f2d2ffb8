/**
 * Fetches a feed over HTTP(S) for the poller and the `icaro ingest <url>` command: conditional
 * requests from stored validators, a time limit, a size limit read as the body streams in (a
 * lying Content-Length cannot get past it), and nothing but http and https.
 */

export class FetchFeedError extends Error {
  override name = "FetchFeedError";
}

export type FetchedFeed =
  | { status: "not_modified" }
  | {
      status: "ok";
      bytes: Uint8Array;
      contentType?: string;
      etag?: string;
      lastModified?: string;
      /** Where the feed was in the end, after redirects: the base for relative links. */
      url: string;
    };

export type FetchFeedOptions = {
  etag?: string | null;
  lastModified?: string | null;
  timeoutMs?: number;
  maxBytes?: number;
  signal?: AbortSignal;
};

export const FETCH_TIMEOUT_MS = 30_000;
export const MAX_FEED_BYTES = 10 * 1024 * 1024;

/** An absolute http(s) URL, or a FetchFeedError naming the problem. */
export function feedUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new FetchFeedError(`Not a URL: ${value}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchFeedError(`Only http and https feed URLs are supported (got ${url.protocol})`);
  }
  return url;
}

export async function fetchFeed(value: string, options: FetchFeedOptions = {}): Promise<FetchedFeed> {
  const url = feedUrl(value);
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_FEED_BYTES;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = {
    "user-agent": "Icaro feed reader",
    accept:
      "application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, */*;q=0.8",
  };
  if (options.etag) headers["if-none-match"] = options.etag;
  if (options.lastModified) headers["if-modified-since"] = options.lastModified;

  let response: Response;
  try {
    response = await fetch(url, { headers, signal, redirect: "follow" });
  } catch (error) {
    throw describeFailure(error, timeout, timeoutMs);
  }
  if (response.status === 304) {
    await response.body?.cancel();
    return { status: "not_modified" };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FetchFeedError(
      `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`,
    );
  }
  const finalUrl = feedUrl(response.url || url.href).href;
  const declared = Number(response.headers.get("content-length"));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new FetchFeedError(`The feed is larger than ${formatBytes(maxBytes)} (${formatBytes(declared)})`);
  }
  let bytes: Uint8Array;
  try {
    bytes = await readCapped(response, maxBytes);
  } catch (error) {
    if (error instanceof FetchFeedError) throw error;
    throw describeFailure(error, timeout, timeoutMs);
  }
  return {
    status: "ok",
    bytes,
    contentType: response.headers.get("content-type") ?? undefined,
    etag: response.headers.get("etag") ?? undefined,
    lastModified: response.headers.get("last-modified") ?? undefined,
    url: finalUrl,
  };
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FetchFeedError(`The feed is larger than ${formatBytes(maxBytes)}`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function describeFailure(error: unknown, timeout: AbortSignal, timeoutMs: number): Error {
  if (timeout.aborted) return new FetchFeedError(`No answer within ${timeoutMs / 1000} s`);
  if (error instanceof Error && error.name === "AbortError") return error;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  return new FetchFeedError(`Could not fetch the feed: ${cause ?? (error as Error).message}`);
}

function formatBytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
