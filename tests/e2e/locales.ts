/**
 * What each locale's pages must show, written out literally (not read from app/i18n/*.json) so a
 * wrong or missing translation fails the tests. Sections are the demo data's (demo/sections.ts).
 */
export const SITE_NAME = "ICARO";
export const SECTION_COUNT = 8;

export type LocaleCase = {
  locale: "en" | "es" | "pt";
  /** The locale's home page path (English is the default locale, without a prefix). */
  home: string;
  homeHeading: string;
  homeTitle: string;
  sectionsHeading: string;
  newsLabel: string;
  menuOpen: string;
  menuClose: string;
  menuLabel: string;
  notFoundTitle: string;
  notFoundText: string;
  backHome: string;
  languageName: string;
};

export const LOCALE_CASES: LocaleCase[] = [
  {
    locale: "en",
    home: "/",
    homeHeading: `Today on ${SITE_NAME}`,
    homeTitle: `Home | ${SITE_NAME}`,
    sectionsHeading: "Browse by section",
    newsLabel: "News",
    menuOpen: "Open menu",
    menuClose: "Close menu",
    menuLabel: "Main menu",
    notFoundTitle: "Page not found",
    notFoundText: "This page could not be found",
    backHome: "Back to the home page",
    languageName: "English",
  },
  {
    locale: "es",
    home: "/es",
    homeHeading: `Hoy en ${SITE_NAME}`,
    homeTitle: `Inicio | ${SITE_NAME}`,
    sectionsHeading: "Explorar por sección",
    newsLabel: "Noticias",
    menuOpen: "Abrir menú",
    menuClose: "Cerrar menú",
    menuLabel: "Menú principal",
    notFoundTitle: "Página no encontrada",
    notFoundText: "No se pudo encontrar esta página",
    backHome: "Volver a la página de inicio",
    languageName: "Español",
  },
  {
    locale: "pt",
    home: "/pt",
    homeHeading: `Hoje no ${SITE_NAME}`,
    homeTitle: `Início | ${SITE_NAME}`,
    sectionsHeading: "Navegue por seção",
    newsLabel: "Notícias",
    menuOpen: "Abrir menu",
    menuClose: "Fechar menu",
    menuLabel: "Menu principal",
    notFoundTitle: "Página não encontrada",
    notFoundText: "Não foi possível encontrar esta página",
    backHome: "Voltar para a página inicial",
    languageName: "Português",
  },
];

export function localeCase(locale: LocaleCase["locale"]): LocaleCase {
  const found = LOCALE_CASES.find((entry) => entry.locale === locale);
  if (!found) throw new Error(`no test data for locale ${locale}`);
  return found;
}
