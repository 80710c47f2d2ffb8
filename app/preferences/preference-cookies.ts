/**
 * The display preferences' cookies and values, and the inline script that applies them before the
 * first paint (root.tsx writes it into <head>). Apart from preferences.ts, which stores a choice:
 * the root imports this module, so it is in every page's shared chunk, and what only the
 * display-settings panel uses (preferences.ts) is loaded with the panel.
 */

export const THEME_COOKIE = "icaro_theme";
export const TEXT_SIZE_COOKIE = "icaro_text_size";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

/** Text size steps; "md" is the default. Scales the root font size (app.css `--text-scale`). */
export const TEXT_SIZES = ["sm", "md", "lg", "xl"] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const DEFAULT_TEXT_SIZE: TextSize = "md";

/**
 * Runs before the page paints: copies the cookies onto <html> as data-theme and data-text-size,
 * which app.css reads. Written by hand to stay small; it accepts only the known values. A function,
 * so the browser bundle, which never calls it, leaves it out.
 */
export function preferencesScript(): string {
  return `(function(d){var c=document.cookie;function g(n,o){var m=c.match(new RegExp("(?:^|; )"+n+"=([^;]*)"));return m&&o.indexOf(m[1])>=0?m[1]:null}var t=g("${THEME_COOKIE}",${JSON.stringify(THEMES.filter((theme) => theme !== "system"))}),s=g("${TEXT_SIZE_COOKIE}",${JSON.stringify(TEXT_SIZES.filter((size) => size !== DEFAULT_TEXT_SIZE))});if(t)d.setAttribute("data-theme",t);if(s)d.setAttribute("data-text-size",s)})(document.documentElement)`;
}
