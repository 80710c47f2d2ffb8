import { type ReactNode, useContext, useState } from "react";
import { UNSAFE_DataRouterStateContext, UNSAFE_NavigationContext } from "react-router";
import { I18nContext } from "#app/i18n/use-translation.ts";
import { isHydrating } from "./hydration-state.ts";
import { IslandRendererContext } from "./island-renderer-context.ts";

type Props = {
  /** The wrapping element, which stays in React's hands (its class, its place). */
  as?: "div" | "ul" | "ol";
  className?: string;
  /**
   * Names the content: equal keys must mean equal markup (say, the stories it lists). The page's
   * language and basename are added here.
   */
  cacheKey: string;
  /**
   * Markup only: story cards and the like, with no state, effects or handlers. They may read the
   * translations, the locale's basename (ListLink) and route data (useRootData), which are
   * passed into the server's separate render; anything else would read its default.
   */
  children: ReactNode;
};

/**
 * A part of the page that needs no JavaScript (the home's story lists): the server renders it once
 * per key and reuses the HTML (about a third of a home render's CPU), and hydration leaves it as
 * it is (an empty `dangerouslySetInnerHTML` tells React not to look inside), so its cards cost the
 * browser nothing either. Their links are ListLinks, navigated by one listener. Rendered from a
 * client navigation, or once its key changes (new data), it is ordinary React.
 */
export function StaticIsland({ as: Tag = "div", className, cacheKey, children }: Props) {
  const renderOnServer = useContext(IslandRendererContext);
  const i18n = useContext(I18nContext);
  const navigation = useContext(UNSAFE_NavigationContext);
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  // The key this island was hydrated with: it keeps the server's markup while the key stays.
  const [hydratedKey] = useState(() => (isHydrating() ? cacheKey : null));
  const key = `${i18n?.language}|${navigation.basename}|${cacheKey}`;

  if (renderOnServer) {
    // The server's copy is kept a minute at most: its cards say how long ago their stories were
    // published ("2h ago"), written at this render.
    const html = renderOnServer(
      import.meta.env.SSR ? `${key}|${Math.floor(Date.now() / 60_000)}` : key,
      <I18nContext.Provider value={i18n}>
        <UNSAFE_NavigationContext.Provider value={navigation}>
          <UNSAFE_DataRouterStateContext.Provider value={routerState}>
            {children}
          </UNSAFE_DataRouterStateContext.Provider>
        </UNSAFE_NavigationContext.Provider>
      </I18nContext.Provider>,
    );
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own escaped output (renderToStaticMarkup) of these children.
    return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  if (hydratedKey === cacheKey) {
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, so hydration keeps the server's markup.
      <Tag className={className} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
    );
  }
  return <Tag className={className}>{children}</Tag>;
}
