import { Suspense } from "react";
import { Await, Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { Picture } from "#app/ui/Picture.tsx";
import type { ArticleJson } from "#core/content/content.ts";
import { canonicalArticlePath } from "./article-links.ts";

const SKELETON_ITEMS = [0, 1, 2];

/**
 * Related stories, streamed after the article: a skeleton while they load, a short note when
 * there are none (the loader already turned every failure into an empty list).
 */
export function RelatedArticles({ related }: { related: Promise<ArticleJson[]> }) {
  const t = useT();
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title">{t("article.related")}</h2>
      <Suspense
        fallback={
          <ul className="related__list" aria-busy="true" aria-label={t("article.relatedLoading")}>
            {SKELETON_ITEMS.map((n) => (
              <li key={n} className="related__item related__item--skeleton" />
            ))}
          </ul>
        }
      >
        <Await resolve={related} errorElement={<p>{t("article.relatedEmpty")}</p>}>
          {(list: ArticleJson[]) =>
            list.length === 0 ? (
              <p>{t("article.relatedEmpty")}</p>
            ) : (
              <ul className="related__list">
                {list.map((item) => (
                  <li key={item.id} className="related__item">
                    <Link to={canonicalArticlePath(item)} className="related__link" lang={item.language}>
                      {item.photos[0] ? (
                        <Picture
                          src={item.photos[0].original}
                          alt=""
                          width={item.photos[0].width ?? 0}
                          height={item.photos[0].height ?? 0}
                          sizes="(min-width: 768px) 33vw, 100vw"
                          className="related__picture"
                        />
                      ) : null}
                      <span className="related__title">{item.name}</span>
                      <span className="related__publisher">{item.publisher.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}
