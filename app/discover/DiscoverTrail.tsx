import { useT } from "#app/i18n/use-translation.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import type { DiscoverCrumb } from "#core/discover/discover-trail.ts";

/**
 * The breadcrumb trail of the drilled nodes (docs/behaviour/discover.md#discovery): Discover, then each node, the
 * current one last. Each crumb is a link to its node, whose URL holds only the keys up to it, so
 * following one drops the later crumbs.
 */
export function DiscoverTrail({ crumbs }: { crumbs: DiscoverCrumb[] }) {
  const t = useT("pages");
  const root = { key: "", name: t("discover.title"), href: "/discover" };
  const all = [root, ...crumbs];
  return (
    <nav aria-label={t("discover.trail")} className="discover-trail">
      <ol>
        {all.map((crumb, index) => {
          const current = index === all.length - 1;
          return (
            <li key={crumb.key}>
              {current ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <ListLink to={crumb.href}>{crumb.name}</ListLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
