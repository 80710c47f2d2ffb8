/**
 * What each locale's pages must show, written out literally (not read from app/i18n/*.json) so a
 * wrong or missing translation fails the tests. Sections are the demo data's (server/site/sections.ts).
 */
export const SITE_NAME = "Icaro";
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
  /** The header switcher's label. */
  languageLabel: string;
  skipToContent: string;
  /** The accessible name of the header's brand link. */
  siteHome: string;
  /** The loading bar's accessible name. */
  loadingLabel: string;
  comingSoon: { title: string; heading: string; message: string };
  notSupported: { title: string; heading: string; download: string };
  invalidToken: { title: string; heading: string; resend: string };
  external: {
    title: string;
    heading: string;
    message: (host: string) => string;
    dataSaver: string;
    continueTo: (host: string) => string;
    stay: string;
  };
  contentNotFound: { title: string; text: string };
  /** The heading of 4xx error pages other than 404. */
  badRequestTitle: string;
  /** The message of the 400 page for /external without a valid ?url=. */
  invalidExternalUrl: string;
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
    languageLabel: "Language",
    skipToContent: "Skip to content",
    siteHome: `${SITE_NAME} home`,
    loadingLabel: "Loading page",
    comingSoon: {
      title: "Coming soon",
      heading: "Coming soon",
      message: "We are getting everything ready. Please come back in a little while.",
    },
    notSupported: {
      title: "Browser not supported",
      heading: "Your browser is not supported",
      download: "Download the new Microsoft Edge",
    },
    invalidToken: {
      title: "Invalid link",
      heading: "This link is no longer valid",
      resend: "Send me a new link",
    },
    external: {
      title: "Leaving the site",
      heading: `You are leaving ${SITE_NAME}`,
      message: (host) => `This link opens ${host}, a site we do not control.`,
      dataSaver: "Outside this site, browsing may use your mobile data.",
      continueTo: (host) => `Continue to ${host}`,
      stay: "Stay here",
    },
    contentNotFound: { title: "Content not found", text: "This story or video is no longer available." },
    badRequestTitle: "Bad request",
    invalidExternalUrl: "This link is not a valid web address.",
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
    languageLabel: "Idioma",
    skipToContent: "Saltar al contenido",
    siteHome: `Inicio de ${SITE_NAME}`,
    loadingLabel: "Cargando la página",
    comingSoon: {
      title: "Próximamente",
      heading: "Próximamente",
      message: "Estamos preparándolo todo. Vuelve dentro de un rato.",
    },
    notSupported: {
      title: "Navegador no compatible",
      heading: "Tu navegador no es compatible",
      download: "Descargar el nuevo Microsoft Edge",
    },
    invalidToken: {
      title: "Enlace no válido",
      heading: "Este enlace ya no es válido",
      resend: "Enviarme un enlace nuevo",
    },
    external: {
      title: "Salir del sitio",
      heading: `Estás saliendo de ${SITE_NAME}`,
      message: (host) => `Este enlace abre ${host}, un sitio que no controlamos.`,
      dataSaver: "Fuera de este sitio, la navegación puede consumir tus datos móviles.",
      continueTo: (host) => `Continuar a ${host}`,
      stay: "Quedarme aquí",
    },
    contentNotFound: {
      title: "Contenido no encontrado",
      text: "Esta noticia o vídeo ya no está disponible.",
    },
    badRequestTitle: "Solicitud no válida",
    invalidExternalUrl: "Este enlace no es una dirección web válida.",
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
    languageLabel: "Idioma",
    skipToContent: "Pular para o conteúdo",
    siteHome: `Início do ${SITE_NAME}`,
    loadingLabel: "Carregando a página",
    comingSoon: {
      title: "Em breve",
      heading: "Em breve",
      message: "Estamos preparando tudo. Volte daqui a pouco.",
    },
    notSupported: {
      title: "Navegador não suportado",
      heading: "Seu navegador não é suportado",
      download: "Baixar o novo Microsoft Edge",
    },
    invalidToken: {
      title: "Link inválido",
      heading: "Este link não é mais válido",
      resend: "Enviar um novo link",
    },
    external: {
      title: "Saindo do site",
      heading: `Você está saindo do ${SITE_NAME}`,
      message: (host) => `Este link abre ${host}, um site que não controlamos.`,
      dataSaver: "Fora deste site, a navegação pode usar seus dados móveis.",
      continueTo: (host) => `Continuar para ${host}`,
      stay: "Ficar aqui",
    },
    contentNotFound: {
      title: "Conteúdo não encontrado",
      text: "Esta notícia ou vídeo não está mais disponível.",
    },
    badRequestTitle: "Solicitação inválida",
    invalidExternalUrl: "Este link não é um endereço web válido.",
  },
];

/** The page title of every page: "<translated title> | Icaro". */
export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/** A path of the route table (e.g. "/coming_soon") in this locale: "/coming_soon", "/es/coming_soon"… */
export function localePath(c: LocaleCase, path: string): string {
  if (path === "/") return c.home;
  return c.home === "/" ? path : `${c.home}${path}`;
}

/*
 * Flows in one language. A flow whose steps are the same in every language (an account's life, a
 * campaign, the player, offline reading, the notices…) is walked in one of them, and the flows take
 * turns so each language walks some. The other languages' texts are checked where they are made:
 * the catalogues' completeness tests and the pages' HTML in the integration tests; axe checks every
 * page type in every language (page-types-a11y.spec.ts and the per-language page specs).
 */

export function localeCase(locale: LocaleCase["locale"]): LocaleCase {
  const found = LOCALE_CASES.find((entry) => entry.locale === locale);
  if (!found) throw new Error(`no test data for locale ${locale}`);
  return found;
}
