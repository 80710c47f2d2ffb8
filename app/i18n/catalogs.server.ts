import type { Locale } from "#core/i18n/locales.ts";
import { type Catalog, mergeCatalogs } from "#core/i18n/translations.ts";
import accountEn from "./domains/account.en.json" with { type: "json" };
import accountEs from "./domains/account.es.json" with { type: "json" };
import accountPt from "./domains/account.pt.json" with { type: "json" };
import adsEn from "./domains/ads.en.json" with { type: "json" };
import adsEs from "./domains/ads.es.json" with { type: "json" };
import adsPt from "./domains/ads.pt.json" with { type: "json" };
import consentEn from "./domains/consent.en.json" with { type: "json" };
import consentEs from "./domains/consent.es.json" with { type: "json" };
import consentPt from "./domains/consent.pt.json" with { type: "json" };
import favoritesEn from "./domains/favorites.en.json" with { type: "json" };
import favoritesEs from "./domains/favorites.es.json" with { type: "json" };
import favoritesPt from "./domains/favorites.pt.json" with { type: "json" };
import headEn from "./domains/head.en.json" with { type: "json" };
import headEs from "./domains/head.es.json" with { type: "json" };
import headPt from "./domains/head.pt.json" with { type: "json" };
import manifestEn from "./domains/manifest.en.json" with { type: "json" };
import manifestEs from "./domains/manifest.es.json" with { type: "json" };
import manifestPt from "./domains/manifest.pt.json" with { type: "json" };
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
 * loads only the page's language in the browser). The `operator`, `consent`, `ads`, `manifest`
 * and `head` domains are the server's only: the operator's pages (server/analytics/analytics-page.ts), the
 * cookie banner (app/consent/consent-banner-html.ts), the ad slot's label and the adblock notice
 * (app/ads/ad-markup.server.tsx) are HTML the server writes whole, the web app manifest
 * (server/pwa/manifest-route.ts) is JSON it writes, and a CENS alert's title is written by the
 * article loader (always on the server) into the page's data, so the browser never loads them and
 * they are not CATALOG_DOMAINS (the shared chunk is at its budget).
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
    consentEn,
    adsEn,
    manifestEn,
    headEn,
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
    consentEs,
    adsEs,
    manifestEs,
    headEs,
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
    consentPt,
    adsPt,
    manifestPt,
    headPt,
  ]),
};
