/**
 * The `/_ipx/<modifiers>/<source>` URL form of the image server, built by the Picture component
 * and parsed by the server, so both sides agree on one grammar:
 *
 *   /_ipx/w_640&f_webp&q_70/media/demo/news-3.svg
 *   /_ipx/s_10x10&q_50&b_5&f_webp/https://images.example.com/a.jpg
 *   /_ipx/_/media/demo/news-3.svg            (no modifiers)
 *
 * Modifiers are separated by `&` or `,`; a name and its value by `_`.
 */

export const IPX_PREFIX = "/_ipx";

/** Widths the spec's srcsets offer (Tailwind's breakpoints). */
export const PICTURE_BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536] as const;

/** No side may be asked larger than this: bigger requests are refused, not clamped. */
export const MAX_IMAGE_SIDE = 4096;

export const OUTPUT_FORMATS = ["avif", "webp", "jpeg", "png"] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const FITS = ["cover", "contain", "inside", "outside", "fill"] as const;
export type Fit = (typeof FITS)[number];

export type IpxModifiers = {
  width?: number;
  height?: number;
  /** `auto` picks AVIF, WebP or JPEG from the request's Accept header. */
  format?: OutputFormat | "auto";
  quality?: number;
  /** Gaussian blur sigma. */
  blur?: number;
  fit?: Fit;
};

export type ParsedModifiers = { ok: true; modifiers: IpxModifiers } | { ok: false; error: string };

const INTEGER = /^\d{1,5}$/;
const DECIMAL = /^\d{1,3}(\.\d{1,2})?$/;

function side(name: string, text: string): number | string {
  if (!INTEGER.test(text)) return `${name}: not a whole number`;
  const value = Number(text);
  if (value < 1 || value > MAX_IMAGE_SIDE) return `${name}: must be 1 to ${MAX_IMAGE_SIDE}`;
  return value;
}

/** Parses the modifiers segment; any unknown name, repeated name or bad value is an error. */
export function parseIpxModifiers(segment: string): ParsedModifiers {
  const modifiers: IpxModifiers = {};
  if (segment === "_") return { ok: true, modifiers };
  if (segment === "" || segment.length > 200) return { ok: false, error: "modifiers: missing or too long" };
  const seen = new Set<string>();
  for (const part of segment.split(/[&,]/)) {
    const cut = part.indexOf("_");
    const name = cut < 0 ? part : part.slice(0, cut);
    const value = cut < 0 ? "" : part.slice(cut + 1);
    const key = canonicalName(name);
    if (!key) return { ok: false, error: `${name || "(empty)"}: unknown modifier` };
    if (seen.has(key)) return { ok: false, error: `${name}: given twice` };
    seen.add(key);
    switch (key) {
      case "w":
      case "h": {
        const parsed = side(name, value);
        if (typeof parsed === "string") return { ok: false, error: parsed };
        if (key === "w") modifiers.width = parsed;
        else modifiers.height = parsed;
        break;
      }
      case "s": {
        const match = /^(\d{1,5})x(\d{1,5})$/.exec(value);
        if (!match) return { ok: false, error: `${name}: must look like 640x360` };
        const width = side(name, match[1]);
        const height = side(name, match[2]);
        if (typeof width === "string") return { ok: false, error: width };
        if (typeof height === "string") return { ok: false, error: height };
        if (seen.has("w") || seen.has("h")) return { ok: false, error: `${name}: conflicts with w or h` };
        seen.add("w").add("h");
        Object.assign(modifiers, { width, height });
        break;
      }
      case "f": {
        const format = value === "jpg" ? "jpeg" : value;
        if (format !== "auto" && !(OUTPUT_FORMATS as readonly string[]).includes(format)) {
          return { ok: false, error: `${name}: must be one of auto, ${OUTPUT_FORMATS.join(", ")}` };
        }
        modifiers.format = format as OutputFormat | "auto";
        break;
      }
      case "q": {
        if (!INTEGER.test(value) || Number(value) < 1 || Number(value) > 100) {
          return { ok: false, error: `${name}: must be 1 to 100` };
        }
        modifiers.quality = Number(value);
        break;
      }
      case "b": {
        if (!DECIMAL.test(value) || Number(value) < 0.3 || Number(value) > 100) {
          return { ok: false, error: `${name}: must be 0.3 to 100` };
        }
        modifiers.blur = Number(value);
        break;
      }
      case "fit": {
        if (!(FITS as readonly string[]).includes(value)) {
          return { ok: false, error: `${name}: must be one of ${FITS.join(", ")}` };
        }
        modifiers.fit = value as Fit;
        break;
      }
    }
  }
  return { ok: true, modifiers };
}

const ALIASES: Record<string, "w" | "h" | "s" | "f" | "q" | "b" | "fit"> = {
  w: "w",
  width: "w",
  h: "h",
  height: "h",
  s: "s",
  resize: "s",
  f: "f",
  format: "f",
  q: "q",
  quality: "q",
  b: "b",
  blur: "b",
  fit: "fit",
};

function canonicalName(name: string) {
  return Object.hasOwn(ALIASES, name) ? ALIASES[name] : undefined;
}

/** The modifiers segment in one canonical order, so equal requests share one cache entry. */
export function formatIpxModifiers(modifiers: IpxModifiers): string {
  const parts: string[] = [];
  if (modifiers.width && modifiers.height) parts.push(`s_${modifiers.width}x${modifiers.height}`);
  else if (modifiers.width) parts.push(`w_${modifiers.width}`);
  else if (modifiers.height) parts.push(`h_${modifiers.height}`);
  if (modifiers.fit) parts.push(`fit_${modifiers.fit}`);
  if (modifiers.quality) parts.push(`q_${modifiers.quality}`);
  if (modifiers.blur) parts.push(`b_${modifiers.blur}`);
  if (modifiers.format) parts.push(`f_${modifiers.format}`);
  // "," rather than "&": the server takes both, and "&" costs "&amp;" in every src and srcset of a page.
  return parts.length ? parts.join(",") : "_";
}

/**
 * Whether a picture source can go through the image server: a site path ("/media/demo/a.svg")
 * or an http(s) URL whose host is on the allow-list. Anything else (data: URLs, other hosts) is
 * shown as it is.
 */
export function canOptimize(src: string, allowedHosts: readonly string[]): boolean {
  if (src.startsWith("/") && !src.startsWith("//")) return !src.startsWith(`${IPX_PREFIX}/`);
  if (!/^https?:\/\//i.test(src)) return false;
  try {
    return isAllowedHost(new URL(src), allowedHosts);
  } catch {
    return false;
  }
}

/**
 * Whether a URL's host is on the list. An entry is a host name ("images.example.com", matched
 * on any port) or host:port ("127.0.0.1:8080", matched on that port only). No wildcards: each
 * host is named.
 */
export function isAllowedHost(url: URL, allowedHosts: readonly string[]): boolean {
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username || url.password) return false;
  const hostname = url.hostname.toLowerCase();
  return allowedHosts.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    return wanted === hostname || wanted === url.host.toLowerCase();
  });
}

/** The image server URL of a source with these modifiers. */
export function ipxUrl(src: string, modifiers: IpxModifiers): string {
  const source = /^https?:\/\//i.test(src) ? src : src.replace(/^\/+/, "");
  // "?" and "#" would end the path: keep them inside it.
  const path = source
    .replace(/%(?![0-9a-f]{2})/gi, "%25")
    .replace(/\?/g, "%3F")
    .replace(/#/g, "%23");
  return `${IPX_PREFIX}/${formatIpxModifiers(modifiers)}/${path}`;
}

/** The srcset widths for a picture this wide at its source: the breakpoints up to its width. */
export function srcsetWidths(sourceWidth: number): number[] {
  const widths: number[] = PICTURE_BREAKPOINTS.filter((w) => w <= sourceWidth);
  // A source narrower than every breakpoint still gets one candidate, at its own width.
  if (widths.length === 0 && sourceWidth > 0) return [Math.min(Math.round(sourceWidth), MAX_IMAGE_SIDE)];
  return widths;
}

/** A srcset of the source at the given widths, in one format. */
export function ipxSrcset(
  src: string,
  widths: readonly number[],
  modifiers: Omit<IpxModifiers, "width" | "height">,
): string {
  return widths.map((width) => `${ipxUrl(src, { ...modifiers, width })} ${width}w`).join(", ");
}

/** Splits `/_ipx/<modifiers>/<source>` (path without the prefix) into its two parts. */
export function splitIpxPath(rest: string): { modifiers: string; source: string } | null {
  const trimmed = rest.replace(/^\/+/, "");
  const cut = trimmed.indexOf("/");
  if (cut <= 0 || cut === trimmed.length - 1) return null;
  return { modifiers: trimmed.slice(0, cut), source: trimmed.slice(cut + 1) };
}

/** `f_auto`: the smallest format the browser says it takes (AVIF, then WebP), else JPEG. */
/**
 * Whether an `f_auto` request for one of our own SVG drawings may be answered with the drawing
 * itself: a vector picture scales to any width in the browser, weighs about what its AVIF would
 * (3.2 KB against 2.1–3.7 KB for the demo's) and costs no encoding (an AVIF of 640 px is ~0.5 s of
 * CPU). Only when the browser says it takes SVG (crawlers reading `og:image` ask `*\/*` and get a
 * raster), and only for a plain resize: a blur or a crop to both sides changes the picture.
 */
export function servesVectorAsIs(modifiers: IpxModifiers, accept: string | undefined): boolean {
  if (modifiers.format !== "auto" || modifiers.blur || (modifiers.width && modifiers.height)) return false;
  return (accept ?? "")
    .toLowerCase()
    .split(",")
    .some((part) => {
      const [type, ...params] = part.trim().split(";");
      return type.trim() === "image/svg+xml" && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
}

export function negotiateFormat(accept: string | undefined): OutputFormat {
  const types = (accept ?? "")
    .toLowerCase()
    .split(",")
    .map((part) => part.trim().split(";"))
    // "image/webp;q=0" means "not WebP".
    .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
    .map(([type]) => type.trim());
  if (types.includes("image/avif")) return "avif";
  if (types.includes("image/webp")) return "webp";
  return "jpeg";
}
