import { useT } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";
import { pageLoader } from "#app/routing/page-loader.ts";

export const loader = pageLoader("home");

/** The home page's first cut: the site's sections from the database (the full home comes later). */
export default function HomePage() {
  const t = useT();
  const data = useRootData();
  if (!data?.site) return null;
  return (
    <>
      <section className="home-intro">
        <h1>{t("home.heading", { site: data.site.name })}</h1>
        <p>{t("home.intro")}</p>
      </section>
      <section aria-labelledby="sections-heading">
        <h2 id="sections-heading">{t("home.sections")}</h2>
        {data.sections.length === 0 ? (
          <p className="empty-state">{t("home.noSections")}</p>
        ) : (
          <ul className="section-grid">
            {data.sections.map((section) => (
              <li key={section.key} id={`section-${section.key}`} className="section-card">
                {section.label}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
