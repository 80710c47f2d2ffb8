import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { readFile, stat } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";
import path from "node:path";
import { isAllowedHost } from "#core/media/ipx-url.ts";
import type { DemoEdition } from "#server/demo-edition.ts";
import { mediaErrors } from "./media-errors.ts";

export type ImageSource = { data: Buffer /** Seconds the source may be cached. */; maxAge: number };

const LOCAL_EXTENSIONS = new Set([".png", ".jpg", ".jpeg", ".webp", ".avif", ".gif", ".svg"]);
const MAX_REMOTE_BYTES = 15 * 1024 * 1024;
const REMOTE_TIMEOUT_MS = 8_000;
const MAX_REDIRECTS = 3;

/**
 * Where `/_ipx` reads pictures from, and nowhere else: the demo pictures (drawn in-process),
 * image files among the site's public files, and http(s) hosts named in ICARO_IMAGE_HOSTS.
 */
export function imageSources(options: {
  publicDirs: readonly string[];
  allowedHosts: readonly string[];
  /** The demo edition's drawn pictures (/media/demo/<name>.svg). */
  pictures: DemoEdition["pictures"];
}) {
  const roots = options.publicDirs.map((dir) => path.resolve(dir));

  async function local(sitePath: string): Promise<ImageSource> {
    const demo = /^\/media\/demo\/([^/]+)\.svg$/.exec(sitePath);
    if (demo) {
      const svg = options.pictures.isName(demo[1]) ? options.pictures.svg(demo[1]) : null;
      if (svg === null) throw mediaErrors.notFound("no such demo picture");
      return { data: Buffer.from(svg), maxAge: 31_536_000 };
    }
    if (!LOCAL_EXTENSIONS.has(path.extname(sitePath).toLowerCase())) {
      throw mediaErrors.notFound("not an image file of this site");
    }
    for (const root of roots) {
      const file = path.resolve(root, `.${sitePath}`);
      // "..", encoded or not, must not leave the public folder.
      if (!file.startsWith(root + path.sep)) throw mediaErrors.invalidSource("bad path");
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) return { data: await readFile(file), maxAge: 3600 };
    }
    throw mediaErrors.notFound("no such image");
  }

  async function remote(url: URL): Promise<ImageSource> {
    let current = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (!isAllowedHost(current, options.allowedHosts)) {
        throw mediaErrors.hostNotAllowed(current.host);
      }
      const answer = await fetchOnce(current);
      if ("redirect" in answer) {
        current = new URL(answer.redirect, current);
        continue;
      }
      // SVG from elsewhere could reference files and URLs when rasterized: only our own SVGs are.
      if (looksLikeSvg(answer.data)) throw mediaErrors.unsupportedSource("remote SVG is not converted");
      return { data: answer.data, maxAge: 86_400 };
    }
    throw mediaErrors.sourceUnavailable("too many redirects");
  }

  return {
    /** The source's bytes; `id` is a site path ("/media/demo/a.svg") or an http(s) URL. */
    load(id: string): Promise<ImageSource> {
      if (/^https?:\/\//i.test(id)) {
        let url: URL;
        try {
          url = new URL(id);
        } catch {
          return Promise.reject(mediaErrors.invalidSource("not a URL"));
        }
        return remote(url);
      }
      if (!id.startsWith("/") || id.includes("\0")) {
        return Promise.reject(mediaErrors.invalidSource("a source is a site path or an http(s) URL"));
      }
      return local(id);
    },
  };
}

function looksLikeSvg(data: Buffer) {
  const head = data.subarray(0, 512).toString("utf8").trimStart().toLowerCase();
  return head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"));
}

/**
 * Addresses a picture host may not resolve to: loopback, private, link-local (cloud metadata),
 * carrier-grade NAT, multicast and the like, so an allowed name re-pointed at an inner address
 * (DNS rebinding) fetches nothing. Checked at connect time, in the socket's own lookup.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(net, prefix, "ipv6");

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * Resolves like dns.lookup but refuses private addresses, unless the operator listed the
 * address itself (an IP literal or "localhost" in ICARO_IMAGE_HOSTS: a deliberate choice).
 */
function guardedLookup(hostname: string, literalAllowed: boolean) {
  return (
    _host: string,
    options: object,
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "");
      const list = addresses as LookupAddress[];
      const bad = !literalAllowed && list.some((a) => isPrivateAddress(a.address));
      if (bad || list.length === 0) {
        return callback(
          Object.assign(new Error(`${hostname} resolves to a private address`), { code: "EPRIVATE" }),
          "",
        );
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

function fetchOnce(url: URL): Promise<{ data: Buffer } | { redirect: string }> {
  const literal = isIP(url.hostname.replace(/^\[|\]$/g, "")) !== 0 || url.hostname === "localhost";
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: guardedLookup(url.hostname, literal) as never,
        timeout: REMOTE_TIMEOUT_MS,
        headers: { accept: "image/avif,image/webp,image/*;q=0.8", "user-agent": "Icaro image server" },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ redirect: response.headers.location });
        }
        if (status !== 200) {
          response.resume();
          return reject(mediaErrors.sourceUnavailable(`the source answered ${status}`));
        }
        const length = Number(response.headers["content-length"] ?? 0);
        if (length > MAX_REMOTE_BYTES) {
          response.destroy();
          return reject(mediaErrors.sourceTooLarge());
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_REMOTE_BYTES) {
            response.destroy();
            reject(mediaErrors.sourceTooLarge());
          } else chunks.push(chunk);
        });
        response.on("end", () => resolve({ data: Buffer.concat(chunks) }));
        response.on("error", () => reject(mediaErrors.sourceUnavailable("the source failed")));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EPRIVATE"
          ? mediaErrors.privateAddress(error.message)
          : mediaErrors.sourceUnavailable("the source could not be reached"),
      ),
    );
  });
}
