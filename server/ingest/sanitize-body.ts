import sanitizeHtml from "sanitize-html";

/**
 * Cleans the HTML body of a feed item with an allow-list, so nothing in a feed can run in a
 * reader's browser: no script or style, no event handlers, no `javascript:` or `data:` URLs,
 * images only over http(s), iframes only from https YouTube and Vimeo embeds. Links get
 * `rel="noopener noreferrer nofollow"`; relative URLs are resolved against `baseUrl`.
 */

const EMBED =
  /^https:\/\/(?:(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/|player\.vimeo\.com\/video\/)[\w-]+/;

const ALLOWED_TAGS = [
  "p",
  "br",
  "hr",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "a",
  "em",
  "strong",
  "b",
  "i",
  "u",
  "s",
  "sub",
  "sup",
  "q",
  "cite",
  "code",
  "pre",
  "blockquote",
  "figure",
  "figcaption",
  "img",
  "iframe",
];

export function sanitizeBody(html: string, baseUrl?: string): string {
  const resolve = (tagName: string, attribute: string) => (tag: string, attribs: sanitizeHtml.Attributes) => {
    const value = attribs[attribute];
    if (value !== undefined) attribs[attribute] = resolveUrl(value, baseUrl) ?? "";
    if (tagName === "a") attribs.rel = "noopener noreferrer nofollow";
    return { tagName: tag, attribs };
  };

  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ["href", "title", "rel"],
      img: ["src", "alt", "title", "width", "height"],
      iframe: ["src", "width", "height", "title", "allowfullscreen"],
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
    allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
    allowProtocolRelative: false,
    allowedIframeHostnames: [
      "www.youtube.com",
      "youtube.com",
      "www.youtube-nocookie.com",
      "player.vimeo.com",
    ],
    allowIframeRelativeUrls: false,
    transformTags: { a: resolve("a", "href"), img: resolve("img", "src"), iframe: resolve("iframe", "src") },
    exclusiveFilter: (frame) => {
      if (frame.tag === "img") return !frame.attribs.src || isTrackingPixel(frame.attribs);
      if (frame.tag === "iframe") return !EMBED.test(frame.attribs.src ?? "");
      return false;
    },
  }).trim();
}

/** Plain text of an HTML fragment: tags removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const spaced = html.replace(
    /<\/?(?:p|br|div|li|h[1-6]|blockquote|tr|td|figure|figcaption|hr)\b[^>]*>/gi,
    " $&",
  );
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** An absolute http(s) URL, or null. */
export function resolveUrl(value: string, baseUrl?: string): string | null {
  try {
    const url = new URL(value.trim(), baseUrl);
    return url.protocol === "http:" || url.protocol === "https:" || url.protocol === "mailto:"
      ? url.href
      : null;
  } catch {
    return null;
  }
}

function isTrackingPixel(attribs: sanitizeHtml.Attributes): boolean {
  return attribs.width === "1" && attribs.height === "1";
}
