import { Hono } from "hono";
import { createIPX, type IPXStorage } from "ipx";
import {
  formatIpxModifiers,
  IPX_PREFIX,
  type IpxModifiers,
  negotiateFormat,
  type OutputFormat,
  parseIpxModifiers,
  servesVectorAsIs,
  splitIpxPath,
} from "#core/media/ipx-url.ts";
import { ApiError, sendApiError } from "#server/http/api/api-error.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { imageSources } from "./image-sources.ts";
import { mediaErrors } from "./media-errors.ts";

const CONTENT_TYPES: Record<OutputFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** Transformed pictures change only with their source: a day fresh, a week served stale. */
const CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

type Output = { data: Buffer; contentType: string };

/**
 * `GET /_ipx/<modifiers>/<source>`: resizes and converts pictures with ipx (sharp). Modifiers are
 * parsed strictly (core/media/ipx-url.ts) before anything is read, sources come only from
 * image-sources.ts, and every failure is a 4xx JSON error.
 */
export function imageRoutes(options: Parameters<typeof imageSources>[0]) {
  const sources = imageSources(options);
  // One source read per request: ipx asks for meta and data separately.
  const storage: IPXStorage = {
    name: "icaro",
    getMeta: async () => ({}),
    getData: async (id) => {
      const source = await sources.load(id);
      return source.data.buffer.slice(
        source.data.byteOffset,
        source.data.byteOffset + source.data.byteLength,
      ) as ArrayBuffer;
    },
  };
  const ipx = createIPX({ storage, maxAge: 86_400, sharpOptions: { limitInputPixels: 50_000_000 } });
  const cache = lruBytes<Output>(32 * 1024 * 1024, 1024 * 1024);

  const app = new Hono<AppEnv>();
  app.get(`${IPX_PREFIX}/*`, async (c) => {
    const raw = new URL(c.req.url).pathname.slice(IPX_PREFIX.length);
    const parts = splitIpxPath(raw);
    if (!parts) return sendApiError(c, mediaErrors.invalidPath());
    const parsed = parseIpxModifiers(parts.modifiers);
    if (!parsed.ok) return sendApiError(c, mediaErrors.invalidModifiers(parsed.error));
    let source: string;
    try {
      source = decodeURIComponent(parts.source).replace(/^(https?):\/+/i, "$1://");
    } catch {
      return sendApiError(c, mediaErrors.invalidSource("badly encoded source"));
    }
    if (!/^https?:\/\//i.test(source)) source = `/${source.split("?")[0]}`;

    const auto = parsed.modifiers.format === "auto";
    // Our own drawings go out as drawn (core/media/ipx-url.ts); remote SVG is never served (image-sources.ts).
    if (
      source.startsWith("/") &&
      source.endsWith(".svg") &&
      servesVectorAsIs(parsed.modifiers, c.req.header("accept"))
    ) {
      try {
        const drawing = await sources.load(source);
        return c.body(new Uint8Array(drawing.data), 200, {
          "Content-Type": "image/svg+xml",
          "Cache-Control": CACHE_CONTROL,
          "X-Content-Type-Options": "nosniff",
          // Opened on its own, a drawing runs nothing and loads nothing.
          "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          Vary: "Accept",
        });
      } catch (error) {
        if (error instanceof ApiError) return sendApiError(c, error);
        throw error;
      }
    }
    const modifiers: IpxModifiers = {
      ...parsed.modifiers,
      format: auto ? negotiateFormat(c.req.header("accept")) : parsed.modifiers.format,
    };
    const key = `${formatIpxModifiers(modifiers)} ${source}`;
    try {
      let output = cache.get(key);
      if (!output) {
        output = await transform(ipx, source, modifiers);
        cache.set(key, output, output.data.byteLength);
      }
      const headers: Record<string, string> = {
        "Content-Type": output.contentType,
        "Cache-Control": CACHE_CONTROL,
        "X-Content-Type-Options": "nosniff",
      };
      if (auto) headers.Vary = "Accept";
      return c.body(new Uint8Array(output.data), 200, headers);
    } catch (error) {
      if (error instanceof ApiError) return sendApiError(c, error);
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404) return sendApiError(c, mediaErrors.notFound("no such image"));
      c.var.log?.debug({ err: error, source }, "image transform failed");
      return sendApiError(c, mediaErrors.unprocessableImage());
    }
  });
  return app;
}

async function transform(
  ipx: ReturnType<typeof createIPX>,
  source: string,
  modifiers: IpxModifiers,
): Promise<Output> {
  const ipxModifiers: Record<string, string> = {};
  if (modifiers.width && modifiers.height) ipxModifiers.s = `${modifiers.width}x${modifiers.height}`;
  else if (modifiers.width) ipxModifiers.w = String(modifiers.width);
  else if (modifiers.height) ipxModifiers.h = String(modifiers.height);
  if (modifiers.quality) ipxModifiers.q = String(modifiers.quality);
  // ipx's own "b" is background: blur is spelled out.
  if (modifiers.blur) ipxModifiers.blur = String(modifiers.blur);
  if (modifiers.fit) ipxModifiers.fit = modifiers.fit;
  if (modifiers.format && modifiers.format !== "auto") ipxModifiers.f = modifiers.format;
  const result = await ipx(source, ipxModifiers).process();
  const format = (result.format ?? "jpeg") as OutputFormat | "svg+xml";
  const data = typeof result.data === "string" ? Buffer.from(result.data) : result.data;
  return {
    data,
    contentType: format === "svg+xml" ? "image/svg+xml" : (CONTENT_TYPES[format] ?? "image/jpeg"),
  };
}

/** A least-recently-used map bounded by total bytes; values larger than `maxItem` are not kept. */
function lruBytes<V>(maxBytes: number, maxItem: number) {
  const entries = new Map<string, { value: V; size: number }>();
  let total = 0;
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V, size: number) {
      if (size > maxItem || entries.has(key)) return;
      entries.set(key, { value, size });
      total += size;
      for (const [oldest, entry] of entries) {
        if (total <= maxBytes) break;
        entries.delete(oldest);
        total -= entry.size;
      }
    },
  };
}
