/**
 * What makes a cached article page the reader's own, run by the page's inline script
 * (app/article/ArticleScript.tsx writes this function's source, so it works before and without
 * hydration and costs no first-load JavaScript) or, after a client navigation from a page without
 * that script, loaded as its own small chunk by ArticleView:
 * - times: each `time[data-local]`, written in UTC by the server, in the reader's zone with the
 *   page's locale (`options` are formatArticleTime's, core/content/article-time.ts);
 * - the article bar (`.article-bar`) shown once the headline (`.article__title`) has scrolled
 *   out above the screen (an IntersectionObserver), with its reading-progress bar;
 * - sharing: `<html data-can-share>` where the browser has the Web Share API (CSS then shows the
 *   Share buttons, `[data-share]`), which call navigator.share; "Copy link" (`[data-copy]`)
 *   copies its address and says so in its `.share`'s `[data-copied]` status (or shows the address
 *   there when the browser refuses).
 * It changes text nodes' values and attributes React does not render, so hydration keeps them.
 * `window.__icaroArticle()` binds the next article's headline (ArticleView's effect).
 *
 * Self-contained (its source is sent as it is): no imports, no helpers, only its parameters and
 * the browser's globals.
 */
export function articleBehaviour(
  w: Window & typeof globalThis,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): void {
  const d = w.document;
  const root = d.documentElement;
  const n = w.navigator;
  let observer: IntersectionObserver | undefined;
  let headline: Element | null = null;
  let frame = 0;
  if (typeof n.share === "function") root.setAttribute("data-can-share", "");

  const times = () => {
    let format: Intl.DateTimeFormat | undefined;
    for (const time of d.querySelectorAll<HTMLTimeElement>("time[data-local]")) {
      const text = time.firstChild;
      const date = new Date(time.dateTime);
      if (text?.nodeType !== 3 || Number.isNaN(date.getTime())) continue;
      format ??= new Intl.DateTimeFormat(locale, options);
      text.nodeValue = format.format(date);
    }
  };
  const progress = () => {
    frame = 0;
    const bar = d.querySelector(".reading-progress");
    const scrollable = root.scrollHeight - w.innerHeight;
    const value = scrollable > 0 ? Math.min(100, Math.round((w.scrollY / scrollable) * 100)) : 0;
    if (!bar?.firstElementChild) return;
    (bar.firstElementChild as HTMLElement).style.transform = `scaleX(${value / 100})`;
    bar.setAttribute("aria-valuenow", String(value));
  };
  const bind = () => {
    times();
    progress();
    const title = d.querySelector(".article__title");
    if (!title || title === headline || !w.IntersectionObserver) return;
    headline = title;
    observer?.disconnect();
    observer = new w.IntersectionObserver(([entry]) => {
      d.querySelector(".article-bar")?.toggleAttribute(
        "data-shown",
        !entry.isIntersecting && entry.boundingClientRect.top < 0,
      );
    });
    observer.observe(title);
  };

  (w as Window & { __icaroArticle?: () => void }).__icaroArticle = bind;
  bind();
  w.addEventListener(
    "scroll",
    () => {
      if (!frame) frame = w.requestAnimationFrame(progress);
    },
    { passive: true },
  );
  d.addEventListener("click", (event) => {
    const target = (event.target as Element | null)?.closest?.<HTMLElement>("[data-share],[data-copy]");
    if (!target) return;
    if (target.hasAttribute("data-share")) {
      if (typeof n.share !== "function") return;
      event.preventDefault();
      n.share({
        title: target.getAttribute("data-title") || d.title,
        url: target.getAttribute("data-url") || w.location.href,
      }).catch(() => {});
      return;
    }
    const href = (target as HTMLAnchorElement).href;
    if (!n.clipboard) return;
    event.preventDefault();
    const status = target.closest(".share")?.querySelector("[data-copied]");
    n.clipboard.writeText(href).then(
      () => {
        if (status) status.textContent = status.getAttribute("data-copied");
      },
      () => {
        if (status) status.textContent = href;
      },
    );
  });
}
