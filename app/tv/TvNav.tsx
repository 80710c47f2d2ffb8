import { useT } from "#app/i18n/use-translation.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { tvCalendarPath, tvGalleryPagePath } from "#core/routing/tv-page-urls.ts";

export type TvNavItem = "home" | "gallery" | "calendar" | "timtv" | "zoometv";

/**
 * The TV pages' own menu: TV, all videos, the live-event calendar and the two channel pages, so
 * each is one step from the others. The current one is marked for screen readers.
 */
export function TvNav({ current }: { current?: TvNavItem }) {
  const t = useT("tv");
  const items: [TvNavItem, string][] = [
    ["home", "/tv"],
    ["gallery", tvGalleryPagePath()],
    ["calendar", tvCalendarPath()],
    ["timtv", "/timtv"],
    ["zoometv", "/zoometv"],
  ];
  return (
    <nav aria-label={t("tv.home.navLabel")} className="tv-nav">
      <ul>
        {items.map(([item, path]) => (
          <li key={item}>
            {item === current ? (
              <span aria-current="page" className="tv-nav__current">
                {t(`tv.home.nav.${item}`)}
              </span>
            ) : (
              <ListLink to={path}>{t(`tv.home.nav.${item}`)}</ListLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
