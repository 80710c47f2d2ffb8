import { createContext } from "react";

/**
 * The inline script the root writes after the content (app/ui/relative-time-script.ts), given by
 * the server's entry for the render's clock and locale; undefined in the browser, whose bundle
 * thus never holds the script's code (the root would otherwise pull it into every page's shared
 * chunk).
 */
export const TimeScriptContext = createContext<((locale: string) => string) | undefined>(undefined);
