/**
 * The rules behind the page's notices (docs/decisions/0081-in-page-notices.md; app/notices/page-notices.ts runs
 * them in the browser): which links leave the site (the data-saver popup, docs/behaviour/screens.md#data-saver-popup)
 * and which links to prefetch while idle (docs/behaviour/offline-push.md#connectivity).
 */

/** How many of the links in view are prefetched while idle: the likely next pages, not the list. */
export const PREFETCH_MAX = 4;

/**
 * The reader saves data: the site's runtime "data saving" (docs/behaviour/limits.md#brand) or the browser's Save-Data.
 * Then external links are announced first and nothing is prefetched.
 */
export function savingData(setting: { dataSaving?: boolean; saveData?: boolean }): boolean {
  return setting.dataSaving === true || setting.saveData === true;
}

/**
 * The address of a link that leaves the site (http or https on another origin), or null for the
 * site's own links, fragments, mailto:, tel: and what cannot be parsed.
 */
export function externalLink(href: string | null | undefined, pageUrl: string): URL | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return url.origin === new URL(pageUrl).origin ? null : url;
}

/** A link of the page as the selection needs it: its address and where it is on the screen. */
export type LinkBox = { href: string; top: number; bottom: number; width: number; height: number };

/**
 * The pages to prefetch: the site's own links visible in the viewport, in the page's order,
 * without the page itself, fragments of it, the API, downloads or links already prefetched; at
 * most `max`, each once.
 */
export function prefetchTargets(
  links: readonly LinkBox[],
  page: { url: string; viewportHeight: number; done?: ReadonlySet<string>; max?: number },
): string[] {
  const here = new URL(page.url);
  const chosen: string[] = [];
  for (const link of links) {
    if (chosen.length >= (page.max ?? PREFETCH_MAX)) break;
    if (link.width <= 0 || link.height <= 0) continue;
    if (link.bottom <= 0 || link.top >= page.viewportHeight) continue;
    let url: URL;
    try {
      url = new URL(link.href, here);
    } catch {
      continue;
    }
    if (url.origin !== here.origin || (url.protocol !== "http:" && url.protocol !== "https:")) continue;
    url.hash = "";
    if (url.pathname === here.pathname && url.search === here.search) continue;
    if (url.pathname.startsWith("/api/") || /\.(?:xml|json|pdf|zip)$/i.test(url.pathname)) continue;
    const target = `${url.pathname}${url.search}`;
    if (chosen.includes(target) || page.done?.has(target)) continue;
    chosen.push(target);
  }
  return chosen;
}
