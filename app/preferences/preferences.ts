/**
 * The reader's display preferences: colour theme and text size, kept in cookies for a year.
 * They are applied by a tiny inline script in <head> before the first paint rather than by the
 * server, so a page's HTML stays the same for every reader (the page cache and a CDN may share it).
 */

import { preferenceCookie } from "#core/storage/cookies.ts";
import {
  DEFAULT_TEXT_SIZE,
  TEXT_SIZE_COOKIE,
  TEXT_SIZES,
  type TextSize,
  THEME_COOKIE,
  THEMES,
  type Theme,
} from "./preference-cookies.ts";

export { DEFAULT_TEXT_SIZE, TEXT_SIZE_COOKIE, TEXT_SIZES, type TextSize, THEME_COOKIE, THEMES, type Theme };

const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

export function isTextSize(value: unknown): value is TextSize {
  return TEXT_SIZES.includes(value as TextSize);
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
