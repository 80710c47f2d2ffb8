import { escapeHtml } from "../content/html-escape.ts";
import type { Locale } from "../i18n/locales.ts";
import { SITE_TITLE, THEME_COLOR } from "../site/constants.ts";

/** The offline page's texts in one language (`personal.offline_page` of the catalogs). */
export type OfflinePageTexts = {
  title: string;
  heading: string;
  message: string;
  saved: string;
  retry: string;
  home: string;
};

export type OfflinePage = {
  locale: Locale;
  texts: OfflinePageTexts;
  /** The locale's home, its saved stories, and the page that was asked for (to try again). */
  homePath: string;
  savedPath: string;
  retryPath: string;
};

/*
 * The page the service worker answers, with no connection, for a page it has no copy of
 * (decision 0082). Written by the worker itself, so it needs nothing from the network or a cache
 * (a corrupt or emptied cache still gives it); plain HTML and its own styles, no script, in the
 * reader's language, with a landmark, a heading and links to the saved stories and to try again.
 */
export function offlinePageHtml(page: OfflinePage): string {
  const t = page.texts;
  const link = (href: string, text: string, className: string) =>
    `<a class="${className}" href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  return `<!doctype html>
<html lang="${page.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOR}">
<title>${escapeHtml(t.title)} | ${SITE_TITLE}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f5f7}
header{background:${THEME_COLOR};padding:12px max(16px,calc((100% - 36rem) / 2))}
header a{color:#fff;font-weight:700;font-size:1.25rem;text-decoration:none}
main{max-width:36rem;margin:2rem auto;padding:0 16px}
h1{font-size:1.5rem;margin:0 0 .5rem}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:1.5rem}
.button{display:inline-block;padding:10px 16px;border-radius:6px;background:${THEME_COLOR};color:#fff;text-decoration:none}
.button--secondary{background:#fff;color:${THEME_COLOR};border:1px solid ${THEME_COLOR}}
a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
</style>
</head>
<body>
<header>${link(page.homePath, SITE_TITLE, "brand")}</header>
<main id="main">
<h1>${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.message)}</p>
<p class="actions">${link(page.savedPath, t.saved, "button")}${link(page.retryPath, t.retry, "button button--secondary")}${link(page.homePath, t.home, "button button--secondary")}</p>
</main>
</body>
</html>`;
}
