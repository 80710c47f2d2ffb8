import { useContext, useEffect } from "react";
import { Links, Meta, Outlet, redirect, ScrollRestoration, useLocation, useMatches } from "react-router";
import { LoginPopupProvider } from "#app/account/LoginPopup.tsx";
import { adsMarkup } from "#app/ads/ad-markup.server.tsx";
import { apiJson } from "#app/api/api-json.ts";
import { useI18n } from "#app/i18n/use-translation.ts";
import { startAfterLoad } from "#app/idle/start-after-load.ts";
import { RouteErrorView } from "#app/layouts/RouteErrorView.tsx";
import { RouteLoadingBar } from "#app/layouts/RouteLoadingBar.tsx";
import { preferencesScript } from "#app/preferences/preference-cookies.ts";
import { type RootData, useRootData } from "#app/root-data.ts";
import { LowPriorityScripts } from "#app/routing/LowPriorityScripts.tsx";
import { catalogDomainsOfRoutes } from "#app/routing/route-meta.ts";
import { useListLinkNavigation } from "#app/routing/use-list-link-navigation.ts";
import { markHydrated } from "#app/ui/hydration-state.ts";
import { NonceContext } from "#app/ui/nonce-context.ts";
import { ConsentContext } from "#app/ui/server-script-context.ts";
import { blockedSourcesScript } from "#core/ads/blocked-sources-script.ts";
import { localeChoiceScript } from "#core/i18n/locale-choice-script.ts";
import { LOCALES } from "#core/i18n/locales.ts";
import { legacyBrowserScript } from "#core/pwa/legacy-browser.ts";
import { earlyToggleClicksScript } from "#core/read-later/early-toggle-clicks-script.ts";
import { THEME_COLOR } from "#core/site/constants.ts";
import { legalHref } from "#core/site/legal-pages.ts";
import type { Section, SiteConfig } from "#core/site/site-config.ts";
import { siteMetaDescription } from "#core/site/site-description.ts";
import type { LiveCountJson } from "#core/sports/sporting-events.ts";
import type { Route } from "./+types/root";
import "./app.css";

const COMING_SOON = "/coming_soon";

/**
 * The site's branding and sections, read from the database through the API. When the site
 * configuration cannot be loaded the reader is sent to /coming_soon (302, docs/behaviour/errors.md#site-config-failure), which
 * renders without it.
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const common = {
    locale: context.locale,
    localePrefixes: context.localePrefixes,
    origin: context.origin,
    imageHosts: context.imageHosts,
    dataSaving: context.dataSaving,
    /** The signed-in reader (null when anonymous), for the header's account menu and the pages. */
    user: context.user,
    apiPrefix: context.apiPrefix,
    siteId: context.siteId,
  };
  let config: SiteConfig;
  let sections: Section[];
  // The header's Live entry; the page shows without its count when the sports data is unavailable.
  const live = apiJson<LiveCountJson, null>(context, "sporting_events/live_count", { otherwise: null }).then(
    (answer) => (answer === null ? null : answer.count),
  );
  try {
    [config, { sections }] = await Promise.all([
      apiJson<SiteConfig>(context, `site/config?app=web&site_id=${context.siteId}`),
      apiJson<{ sections: Section[] }>(context, "site/sections"),
    ]);
  } catch (error) {
    const path = new URL(request.url).pathname;
    if (path.endsWith(COMING_SOON))
      return { ...common, site: null, sections: [], liveCount: null, ads: null };
    context.log.warn({ err: error }, "site configuration unavailable: sending readers to /coming_soon");
    throw redirect(COMING_SOON, 302);
  }
  const branding = config.template.branding;
  return {
    ...common,
    site: {
      name: config.name,
      // Sent as site-uuid on the browser's API calls (docs/behaviour/platform.md#default-headers).
      uuid: config.uuid,
      // In the page's language, worked out here so the browser ships none of it (the
      // text is in the pages domain, which the server holds whole).
      description: siteMetaDescription(config, context.locale, (site) =>
        context.i18n.t("meta.siteDescription", { site }),
      ),
      themeColor: branding.colors.primary ?? THEME_COLOR,
      colors: branding.colors,
      logo: branding.logos.small,
      favicon: branding.favicon.url,
      aboutUrl: legalHref(config.about_url, context.localePrefixes[context.locale]),
      privacyUrl: legalHref(config.privacy_policy_url, context.localePrefixes[context.locale]),
      termsUrl: legalHref(config.terms_and_conditions_url, context.localePrefixes[context.locale]),
    },
    sections: sections.map((section) => ({ key: section.key, label: section.label[context.locale] })),
    liveCount: await live,
    ads: adsMarkup(config, context.i18n.t),
    analytics: analyticsScripts(config),
  };
}

/** The site's tag manager and session replay, when it has either (core/site/site-config.ts). */
function analyticsScripts(config: SiteConfig): RootData["analytics"] {
  const { tag_manager_id: tagManagerId, session_replay_url: sessionReplayUrl } = config.third_party;
  return tagManagerId || sessionReplayUrl ? { tagManagerId, sessionReplayUrl } : null;
}

/** What a page writes in its own `meta` (its route `handle`), so the root leaves it out. */
type OwnHead = { ownCanonical?: boolean; ownDescription?: boolean };

/**
 * The page's own head tags, and whether it needs a script to work (`needsScript: true` in its
 * loader's data), so the no-JavaScript banner shows on it only.
 */
function useOwnHead() {
  const leaf = useMatches().at(-1);
  const handle = leaf?.handle as OwnHead | undefined;
  return {
    ownCanonical: handle?.ownCanonical === true,
    ownDescription: handle?.ownDescription === true,
    needsScript: (leaf?.data as { needsScript?: boolean } | undefined)?.needsScript === true,
  };
}

/** Canonical and hreflang alternates of the current page in every locale (docs/behaviour/routes.md#locale-prefixes). */
function LocaleLinks() {
  const data = useRootData();
  const { pathname } = useLocation();
  const { ownCanonical } = useOwnHead();
  if (!data) return null;
  const path = pathname === "/" ? "" : pathname;
  const href = (prefix: string) => `${data.origin}${prefix}${path}` || "/";
  const defaultLocale = LOCALES.find((locale) => data.localePrefixes[locale] === "") ?? "en";
  return (
    <>
      {ownCanonical ? null : (
        <link rel="canonical" href={href(data.localePrefixes[data.locale]) || `${data.origin}/`} />
      )}
      {LOCALES.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={locale}
          href={href(data.localePrefixes[locale]) || `${data.origin}/`}
        />
      ))}
      <link
        rel="alternate"
        hrefLang="x-default"
        href={href(data.localePrefixes[defaultLocale]) || `${data.origin}/`}
      />
    </>
  );
}

/**
 * The head's inline scripts run once, from the server's HTML, before hydration; the browser bundle
 * leaves their text out (hydration keeps the server's, suppressHydrationWarning).
 */
const HEAD_SCRIPTS = import.meta.env.SSR
  ? {
      preferences: preferencesScript(),
      blockedSources: blockedSourcesScript(),
      localeChoice: localeChoiceScript(),
      earlyToggleClicks: earlyToggleClicksScript(),
    }
  : { preferences: "", blockedSources: "", localeChoice: "", earlyToggleClicks: "" };

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const catalogs = catalogDomainsOfRoutes(useMatches().map((match) => match.id));
  // A page reached by client navigation waits (inside the transition) for its domains' texts.
  const i18n = useI18n(...catalogs);
  const t = i18n.t;
  const nonce = useContext(NonceContext);
  // The cookie banner, from the server's entry only (app/ui/server-script-context.ts).
  const consent = useContext(ConsentContext);
  const { ownDescription, needsScript } = useOwnHead();
  const colors = data?.site?.colors ?? {};
  const brandStyle = Object.fromEntries(
    Object.entries(colors).map(([name, value]) => [`--brand-${name}`, value]),
  ) as React.CSSProperties;
  return (
    // data-theme and data-text-size are set on <html> by preferencesScript() before hydration.
    <html
      lang={data?.locale ?? i18n.language}
      // The translation domains this page shows, for app/entry.client.tsx to load before hydrating.
      data-catalogs={catalogs.length > 0 ? catalogs.join(" ") : undefined}
      style={brandStyle}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={data?.site?.themeColor ?? THEME_COLOR} />
        {data?.site && !ownDescription ? <meta name="description" content={data.site.description} /> : null}
        <link rel="icon" href={data?.site?.favicon ?? "/favicon.ico"} />
        <LocaleLinks />
        {/* Old Internet Explorer and legacy Edge cannot run the app; a page kept by a cache still
            sends them on, to the page's language (docs/behaviour/screens.md#not-supported-page). The server redirects them too. */}
        <script nonce={nonce} suppressHydrationWarning>
          {import.meta.env.SSR ? legacyBrowserScript(data?.localePrefixes[data.locale] ?? "") : ""}
        </script>
        <script nonce={nonce} suppressHydrationWarning>
          {HEAD_SCRIPTS.preferences}
        </script>
        <script nonce={nonce} suppressHydrationWarning>
          {HEAD_SCRIPTS.blockedSources}
        </script>
        <script nonce={nonce} suppressHydrationWarning>
          {HEAD_SCRIPTS.localeChoice}
        </script>
        <script nonce={nonce} suppressHydrationWarning>
          {consent?.headScript ?? ""}
        </script>
        <script nonce={nonce} suppressHydrationWarning>
          {HEAD_SCRIPTS.earlyToggleClicks}
        </script>
        <Meta />
        <Links />
      </head>
      <body>
        {/* Pages are rendered on the server and their links and forms work without a script: the
            banner is only for a page that needs one. */}
        {needsScript ? (
          <noscript>
            <p className="noscript">{t("site.noscript")}</p>
          </noscript>
        ) : null}
        <RouteLoadingBar label={t("layout.loading")} />
        {children}
        {/* The cookie banner and the footer's link to it: server HTML with its own inline script,
            which hydration leaves as it is (app/consent/consent-banner-html.ts). */}
        <div
          className="consent-area"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's escaped markup (consentBannerHtml); empty in the browser, so hydration keeps it.
          dangerouslySetInnerHTML={{
            __html: consent ? consent.bannerHtml(t, data?.site?.privacyUrl ?? null, nonce) : "",
          }}
          suppressHydrationWarning
        />
        <ScrollRestoration nonce={nonce} />
        <LowPriorityScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Story cards link with plain anchors (ListLink); one listener navigates them.
  useListLinkNavigation();
  // From here on, static islands render as ordinary React (app/ui/StaticIsland.tsx).
  useEffect(markHydrated, []);
  // Page views and the rest of what runs once the page is idle (app/idle/after-load.ts).
  useEffect(startAfterLoad, []);
  // Features that need an account raise the login popup (app/account/LoginPopup.tsx).
  return (
    <LoginPopupProvider>
      <Outlet />
    </LoginPopupProvider>
  );
}

/**
 * The last resort when the root itself fails, or a layout's code could not be loaded; layouts
 * show page errors inside their chrome.
 */
export function ErrorBoundary() {
  return (
    <main id="main" className="page">
      <RouteErrorView />
    </main>
  );
}
