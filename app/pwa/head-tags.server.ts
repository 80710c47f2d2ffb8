import { Transform } from "node:stream";
import { escapeHtml } from "#core/content/html-escape.ts";
import type { Locale } from "#core/i18n/locales.ts";
import { platformHeadScript } from "#core/pwa/platform-head-script.ts";
import { manifestPath } from "#core/pwa/web-app-manifest.ts";

/*
 * What the server adds to every page's <head> for the installable app (docs/decisions/0083-manifest-install-prompt-platform-rules.md),
 * as HTML the server's entry writes into the stream (app/entry.server.tsx): the locale's manifest,
 * fetched with the reader's cookies (docs/behaviour/offline-push.md#web-app-manifest "The web app manifest is served with credentials"),
 * and the platform script (core/pwa/platform-head-script.ts). Written here rather than as elements of
 * the root's <head>, whose code every page's first load carries: this way none of it is JavaScript
 * of the bundle. React 19 leaves tags it did not render in <head> alone when it hydrates.
 */

const PLATFORM_SCRIPT = platformHeadScript();

/** The manifest link and the platform script of a page in this locale. */
export function pwaHeadTags(locale: Locale, nonce: string | undefined): string {
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : "";
  return `<link rel="manifest" href="${manifestPath(locale)}" crossorigin="use-credentials"><script${nonceAttribute}>${PLATFORM_SCRIPT}</script>`;
}

const HEAD_END = Buffer.from("</head>");

/**
 * A pass-through stream that writes `tags` just before the first `</head>`. Until it is seen, the
 * stream holds what came (the shell's first bytes: `</head>` comes in React's first flush), so a
 * tag cut between two chunks is still found; after it, chunks pass untouched. A document without
 * one (not a page) is passed on as it came.
 */
export function insertBeforeHeadEnd(tags: string): Transform {
  let held: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (held === null) return callback(null, chunk);
      held = Buffer.concat([held, typeof chunk === "string" ? Buffer.from(chunk) : chunk]);
      const at = held.indexOf(HEAD_END);
      if (at < 0) return callback();
      const out = Buffer.concat([held.subarray(0, at), Buffer.from(tags), held.subarray(at)]);
      held = null;
      callback(null, out);
    },
    flush(callback) {
      callback(null, held && held.length > 0 ? held : undefined);
    },
  });
}
