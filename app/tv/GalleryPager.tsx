import { useT } from "#app/i18n/use-translation.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { type GalleryQuery, tvGalleryPagePath } from "#core/routing/tv-page-urls.ts";

/**
 * The gallery's pages as links (they work without JavaScript): previous, "Page 2 of 7", next.
 * Nothing when everything fits on the first page.
 */
export function GalleryPager({ query, pages }: { query: GalleryQuery; pages: number }) {
  const t = useT("tv");
  const { page } = query;
  // A page past the end still links back to the last one.
  if (pages <= 1 && page === 1) return null;
  return (
    <nav aria-label={t("tv.gallery.pages")} className="tv-pager">
      {page > 1 ? (
        <ListLink to={tvGalleryPagePath({ ...query, page: Math.min(page - 1, pages) })} className="button">
          {t("tv.gallery.previous")}
        </ListLink>
      ) : null}
      <span className="tv-pager__status" aria-current="page">
        {t("tv.gallery.pageOf", { page, pages })}
      </span>
      {page < pages ? (
        <ListLink to={tvGalleryPagePath({ ...query, page: page + 1 })} className="button">
          {t("tv.gallery.next")}
        </ListLink>
      ) : null}
    </nav>
  );
}
