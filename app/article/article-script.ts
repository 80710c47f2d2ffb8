import { ARTICLE_TIME_OPTIONS } from "#core/content/article-time.ts";
import { intlLocale, type Locale } from "#core/i18n/locales.ts";
import { articleBehaviour } from "./article-behaviour.ts";

/**
 * The article page's inline script: articleBehaviour (app/article/article-behaviour.ts) called
 * with the page's locale and formatArticleTime's options. A function, so the browser bundle,
 * which never calls it, leaves it out.
 */
export function articleScript(locale: Locale): string {
  return `(${articleBehaviour.toString()})(window,${JSON.stringify(intlLocale(locale))},${JSON.stringify(ARTICLE_TIME_OPTIONS)})`;
}
