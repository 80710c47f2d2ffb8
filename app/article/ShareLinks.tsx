import { useT } from "#app/i18n/use-translation.ts";

/** The networks a story can be shared to with a plain link, and how each takes the story. */
const NETWORKS: [name: string, href: (url: string, title: string) => string][] = [
  ["X", (url, title) => `https://twitter.com/intent/tweet?url=${url}&text=${title}`],
  ["Facebook", (url) => `https://www.facebook.com/sharer/sharer.php?u=${url}`],
  ["WhatsApp", (url, title) => `https://wa.me/?text=${title}%20${url}`],
];

/**
 * The Web Share button (shown by CSS where the browser has navigator.share) that the page's
 * inline script (app/article/article-script.ts) wires up, rendered by the article and its bar.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const t = useT();
  return (
    <button type="button" className="share__native" data-share="" data-title={title} data-url={url}>
      {t("article.share.native")}
    </button>
  );
}

/**
 * Sharing a story (docs/decisions/0063-article-reading-mode.md): the Web Share button where there is one, and links that work
 * without JavaScript: the story's own address ("Copy link" copies it with a script), X,
 * Facebook, WhatsApp and e-mail.
 */
export function ShareLinks({ title, url }: { title: string; url: string }) {
  const t = useT();
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return (
    <div className="share">
      <ul className="share__list" aria-label={t("article.share.label")}>
        <li>
          <ShareButton title={title} url={url} />
        </li>
        <li>
          <a className="share__link" href={url} data-copy="">
            {t("article.share.copy")}
          </a>
        </li>
        {NETWORKS.map(([name, href]) => (
          <li key={name}>
            <a
              className="share__link"
              href={href(u, text)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("article.share.on", { network: name })}
            >
              {name}
            </a>
          </li>
        ))}
        <li>
          <a className="share__link" href={`mailto:?subject=${text}&body=${u}`}>
            {t("article.share.email")}
          </a>
        </li>
      </ul>
      <span className="share__status" role="status" data-copied={t("article.share.copied")} />
    </div>
  );
}
