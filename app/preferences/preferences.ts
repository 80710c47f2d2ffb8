/**
 * The reader's display preferences: colour theme and text size, kept in cookies for a year.
 * They are applied by a tiny inline script in <head> before the first paint rather than by the
 * server, so a page's HTML stays the same for every reader (the page cache and a CDN may share it).
 */

import { preferenceCookie } from "#core/cookies.ts";

export const THEME_COOKIE = "icaro_theme";
export const TEXT_SIZE_COOKIE = "icaro_text_size";
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

/** Text size steps; "md" is the default. Scales the root font size (app.css `--text-scale`). */
export const TEXT_SIZES = ["sm", "md", "lg", "xl"] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const DEFAULT_TEXT_SIZE: TextSize = "md";

export function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

export function isTextSize(value: unknown): value is TextSize {
  return TEXT_SIZES.includes(value as TextSize);
}

/**
 * Runs before the page paints: copies the cookies onto <html> as data-theme and data-text-size,
 * which app.css reads. Written by hand to stay small; it accepts only the known values. A function,
 * so the browser bundle, which never calls it, leaves it out.
 */
export function preferencesScript(): string {
  return `(function(d){var c=document.cookie;function g(n,o){var m=c.match(new RegExp("(?:^|; )"+n+"=([^;]*)"));return m&&o.indexOf(m[1])>=0?m[1]:null}var t=g("${THEME_COOKIE}",${JSON.stringify(THEMES.filter((theme) => theme !== "system"))}),s=g("${TEXT_SIZE_COOKIE}",${JSON.stringify(TEXT_SIZES.filter((size) => size !== DEFAULT_TEXT_SIZE))});if(t)d.setAttribute("data-theme",t);if(s)d.setAttribute("data-text-size",s)})(document.documentElement)`;
}

/** Stores a preference and applies it at once; "system" and the default size remove the attribute. */
export function applyPreference(kind: "theme" | "textSize", value: Theme | TextSize) {
  const [cookie, attribute, neutral] =
    kind === "theme"
      ? [THEME_COOKIE, "data-theme", "system"]
      : [TEXT_SIZE_COOKIE, "data-text-size", DEFAULT_TEXT_SIZE];
  // biome-ignore lint/suspicious/noDocumentCookie: the inline script must read it before the first paint
  document.cookie = preferenceCookie(cookie, value, MAX_AGE_SECONDS);
  if (value === neutral) document.documentElement.removeAttribute(attribute);
  else document.documentElement.setAttribute(attribute, value);
}

/** The preferences in effect, read back from <html> (set by the script or by applyPreference). */
export function currentPreferences(): { theme: Theme; textSize: TextSize } {
  const root = document.documentElement;
  const theme = root.getAttribute("data-theme");
  const size = root.getAttribute("data-text-size");
  return { theme: isTheme(theme) ? theme : "system", textSize: isTextSize(size) ? size : DEFAULT_TEXT_SIZE };
}
