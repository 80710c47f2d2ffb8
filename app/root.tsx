import { useContext } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { apiJson } from "#app/api/api-json.ts";
import { ErrorView } from "#app/errors/ErrorView.tsx";
import { useI18n } from "#app/i18n/use-translation.ts";
import { SiteFooter } from "#app/layouts/SiteFooter.tsx";
import { SiteHeader } from "#app/layouts/SiteHeader.tsx";
import { useRootData } from "#app/root-data.ts";
import { NonceContext } from "#app/ui/nonce-context.ts";
import { THEME_COLOR } from "#core/constants.ts";
import type { Section, SiteConfig } from "#core/site-config.ts";
import type { Route } from "./+types/root";
import "./app.css";

/** The site's branding and sections, read from the database through the API. */
export async function loader({ context }: Route.LoaderArgs) {
  const [config, { sections }] = await Promise.all([
    apiJson<SiteConfig>(context, `site/config?app=web&site_id=${context.siteId}`),
    apiJson<{ sections: Section[] }>(context, "site/sections"),
  ]);
  const branding = config.template.branding;
  return {
    locale: context.locale,
    localePrefixes: context.localePrefixes,
    site: {
      name: config.name,
      description: config.description,
      themeColor: branding.colors.primary ?? THEME_COLOR,
      colors: branding.colors,
      logo: branding.logos.small,
      favicon: branding.favicon.url,
      aboutUrl: config.about_url,
      privacyUrl: config.privacy_policy_url,
      termsUrl: config.terms_and_conditions_url,
    },
    sections: sections.map((section) => ({ key: section.key, label: section.label[context.locale] })),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const i18n = useI18n();
  const t = i18n.t;
  const nonce = useContext(NonceContext);
  const colors = data?.site.colors ?? {};
  const brandStyle = Object.fromEntries(
    Object.entries(colors).map(([name, value]) => [`--brand-${name}`, value]),
  ) as React.CSSProperties;
  return (
    <html lang={data?.locale ?? i18n.language} style={brandStyle}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={data?.site.themeColor ?? THEME_COLOR} />
        {data ? <meta name="description" content={data.site.description} /> : null}
        <link rel="icon" href={data?.site.favicon ?? "/favicon.ico"} />
        <Meta />
        <Links />
      </head>
      <body>
        <noscript>
          <p className="noscript">{t("site.noscript")}</p>
        </noscript>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="page">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="page">
      <ErrorView status={status} />
    </main>
  );
}
