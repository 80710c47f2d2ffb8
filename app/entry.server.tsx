import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { consentBannerHtml } from "#app/consent/consent-banner-html.ts";
import { catalogs } from "#app/i18n/catalogs.server.ts";
import { I18nContext } from "#app/i18n/use-translation.ts";
import { insertBeforeHeadEnd, pwaHeadTags } from "#app/pwa/head-tags.server.ts";
import { ROUTE_TABLE } from "#app/routing/route-table.ts";
import { createIslandRenderer } from "#app/ui/island-renderer.server.ts";
import { IslandRendererContext } from "#app/ui/island-renderer-context.ts";
import { NonceContext } from "#app/ui/nonce-context.ts";
import { relativeTimeScript } from "#app/ui/relative-time-script.ts";
import { ConsentContext, TimeScriptContext } from "#app/ui/server-script-context.ts";
import { consentHeadScript } from "#core/consent/consent-script.ts";
import { isLocale } from "#core/i18n/locales.ts";
import type { WebAppParts } from "#core/pwa/web-app-parts.ts";

export const streamTimeout = 5_000;

/** What the server reads of the web app besides its pages (server/http/pages/web-app.ts). */
export const webApp: WebAppParts = {
  catalogs,
  cacheableRouteIds: ROUTE_TABLE.filter((entry) => entry.cache).map((entry) => entry.id),
};

/** Static islands' HTML, shared by every render of this process (app/ui/StaticIsland.tsx). */
const renderIsland = createIslandRenderer();

/** The cookie banner (app/root.tsx writes it into every page). */
const consentParts = { headScript: consentHeadScript(), bannerHtml: consentBannerHtml };

/** The cards' relative times brought up to date on a cached page, as of this render. */
const timeScript = (locale: string) => relativeTimeScript(Date.now(), isLocale(locale) ? locale : "en");

/** Streams the page in the locale of its basename; bots get the whole document at once. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const { nonce, i18n, locale } = loadContext;
    let deadline: ReturnType<typeof setTimeout> | undefined;

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <IslandRendererContext.Provider value={renderIsland}>
          <TimeScriptContext.Provider value={timeScript}>
            <ConsentContext.Provider value={consentParts}>
              <I18nContext.Provider value={i18n}>
                <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
              </I18nContext.Provider>
            </ConsentContext.Provider>
          </TimeScriptContext.Provider>
        </IslandRendererContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          // The manifest link and the platform script go into <head> as server HTML (no bundle bytes).
          const body = insertBeforeHeadEnd(pwaHeadTags(locale, nonce));
          // Done streaming (or the reader left): the deadline has nothing left to stop.
          body.on("close", () => clearTimeout(deadline));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, onShellError rejects.
          if (shellRendered) console.error(error);
        },
      },
    );
    // Stops what is still streaming a second after the loaders' own timeout. Cleared once the
    // stream ends: a pending timer holds the whole render (tree, data, HTML) in memory, ~850
    // finished renders at a time under the soak's load (docs/decisions/0058-server-memory-under-load.md).
    deadline = setTimeout(abort, streamTimeout + 1000);
  });
}
