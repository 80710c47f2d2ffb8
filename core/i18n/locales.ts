/** The product's locales (docs/behaviour/routes.md#locale-prefixes). The first is the default unless configured otherwise. */
export const LOCALES = ["en", "es", "pt"] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Portuguese article headers and dates use Brazilian Portuguese (docs/behaviour/routes.md#locale-prefixes). */
export function intlLocale(locale: Locale): string {
  return locale === "pt" ? "pt-BR" : locale;
}
