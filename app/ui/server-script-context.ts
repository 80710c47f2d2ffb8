import { createContext } from "react";

/**
 * The inline script the root writes after the content (app/ui/relative-time-script.ts), given by
 * the server's entry for the render's clock and locale; undefined in the browser, whose bundle
 * thus never holds the script's code (the root would otherwise pull it into every page's shared
 * chunk).
 */
export const TimeScriptContext = createContext<((locale: string) => string) | undefined>(undefined);

/** The cookie banner's head script and markup (app/consent/consent-banner-html.ts). */
export type ConsentParts = {
  headScript: string;
  bannerHtml: (t: (key: string) => string, privacyUrl: string | null, nonce: string | undefined) => string;
};

/**
 * Given by the server's entry, like the time script: the root writes the banner from it, and the
 * browser's bundle holds none of its code (a static import in the root would put the consent
 * modules in every page's shared chunk, and with them whatever lazily loaded code shares them).
 */
export const ConsentContext = createContext<ConsentParts | undefined>(undefined);
