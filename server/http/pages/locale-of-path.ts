import type { Locale } from "#core/i18n/locales.ts";

export type LocalePrefix = { locale: Locale; basename: string };

/** The locale whose basename a path is under ("/es/x" → es); the unprefixed locale otherwise. */
export function localeOfPath(prefixes: LocalePrefix[], path: string): LocalePrefix {
  return (
    prefixes.find((p) => p.basename !== "/" && (path === p.basename || path.startsWith(`${p.basename}/`))) ??
    prefixes.find((p) => p.basename === "/") ??
    prefixes[0]
  );
}
