import type { Locale } from "#core/locales.ts";
import { type Catalog, mergeCatalogs } from "#core/translations.ts";
import accountEn from "./domains/account.en.json" with { type: "json" };
import accountEs from "./domains/account.es.json" with { type: "json" };
import accountPt from "./domains/account.pt.json" with { type: "json" };
import adsEn from "./domains/ads.en.json" with { type: "json" };
import adsEs from "./domains/ads.es.json" with { type: "json" };
import adsPt from "./domains/ads.pt.json" with { type: "json" };
import favoritesEn from "./domains/favorites.en.json" with { type: "json" };
import favoritesEs from "./domains/favorites.es.json" with { type: "json" };
import favoritesPt from "./domains/favorites.pt.json" with { type: "json" };
import operatorEn from "./domains/operator.en.json" with { type: "json" };
import operatorEs from "./domains/operator.es.json" with { type: "json" };
import operatorPt from "./domains/operator.pt.json" with { type: "json" };
import pagesEn from "./domains/pages.en.json" with { type: "json" };
import pagesEs from "./domains/pages.es.json" with { type: "json" };
import pagesPt from "./domains/pages.pt.json" with { type: "json" };
import personalEn from "./domains/personal.en.json" with { type: "json" };
import personalEs from "./domains/personal.es.json" with { type: "json" };
import personalPt from "./domains/personal.pt.json" with { type: "json" };
import rewardsEn from "./domains/rewards.en.json" with { type: "json" };
import rewardsEs from "./domains/rewards.es.json" with { type: "json" };
import rewardsPt from "./domains/rewards.pt.json" with { type: "json" };
import searchEn from "./domains/search.en.json" with { type: "json" };
import searchEs from "./domains/search.es.json" with { type: "json" };
import searchPt from "./domains/search.pt.json" with { type: "json" };
import sportsEn from "./domains/sports.en.json" with { type: "json" };
import sportsEs from "./domains/sports.es.json" with { type: "json" };
import sportsPt from "./domains/sports.pt.json" with { type: "json" };
import storiesEn from "./domains/stories.en.json" with { type: "json" };
import storiesEs from "./domains/stories.es.json" with { type: "json" };
import storiesPt from "./domains/stories.pt.json" with { type: "json" };
import tvEn from "./domains/tv.en.json" with { type: "json" };
import tvEs from "./domains/tv.es.json" with { type: "json" };
import tvPt from "./domains/tv.pt.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import es from "./es.json" with { type: "json" };
import pt from "./pt.json" with { type: "json" };

/**
 * All catalogs, for the server: the general one plus each domain's (see load-catalog.ts, which
 * loads only the page's language in the browser). The `operator` domain is the server's only: the
 * operator's pages (server/analytics/analytics-page.ts) are plain HTML with no script, so the
 * browser never loads it and it is not one of CATALOG_DOMAINS (the shared chunk is at its budget).
 * The `ads` domain likewise: the ad slot's label and the adblock notice are written into the page's
 * HTML by the server (app/ads/ad-markup.server.ts), so no browser catalog carries them.
 */
export const catalogs: Record<Locale, Catalog> = {
  en: mergeCatalogs([
    en,
    accountEn,
    sportsEn,
    storiesEn,
    pagesEn,
    personalEn,
    favoritesEn,
    searchEn,
    tvEn,
    rewardsEn,
    operatorEn,
    adsEn,
  ]),
  es: mergeCatalogs([
    es,
    accountEs,
    sportsEs,
    storiesEs,
    pagesEs,
    personalEs,
    favoritesEs,
    searchEs,
    tvEs,
    rewardsEs,
    operatorEs,
    adsEs,
  ]),
  pt: mergeCatalogs([
    pt,
    accountPt,
    sportsPt,
    storiesPt,
    pagesPt,
    personalPt,
    favoritesPt,
    searchPt,
    tvPt,
    rewardsPt,
    operatorPt,
    adsPt,
  ]),
};
