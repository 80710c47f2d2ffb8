import type { MetaDescriptor } from "react-router";
import type { ArticleJson } from "#core/content/content.ts";
import type { Locale } from "#core/i18n/locales.ts";
import { absoluteUrl, ipxPath } from "./article-links.ts";
import { articleVideoLink, chooseVideoSource, isoDuration } from "./video-source.ts";

/** docs/behaviour/limits.md#images: share cards carry a 400×400 picture. */
export const SHARE_IMAGE_SIZE = 400;

/** Open Graph locales of the content languages. */
const OG_LOCALES: Record<Locale, string> = { en: "en_US", es: "es_ES", pt: "pt_BR" };

type MetaArticle = Pick<
  ArticleJson,
  | "id"
  | "context"
  | "name"
  | "description"
  | "publish_date"
  | "updated_date"
  | "photos"
  | "language"
  | "amphtml"
  | "author"
  | "publisher"
  | "video"
  | "videos"
>;

export type ArticleMetaInput = {
  article: MetaArticle;
  /** The page's own title when it is not the article's name (a CENS alert's, decision 0090). */
  title?: string;
  /** The public origin, e.g. "https://news.example.com". */
  origin: string;
  /** The absolute canonical URL of the article page. */
  canonicalUrl: string;
  siteName: string | undefined;
};

/** The 400×400 share picture of an article, absolute; undefined without a photo. */
export function shareImageUrl(origin: string, article: Pick<ArticleJson, "photos">): string | undefined {
  const src = article.photos[0]?.original;
  return src ? absoluteUrl(origin, ipxPath(src, SHARE_IMAGE_SIZE, SHARE_IMAGE_SIZE)) : undefined;
}

/**
 * The head of an article page (docs/behaviour/limits.md#brand): title, description, canonical link,
 * Open Graph, Twitter card and the AMP version when there is one. The hreflang alternates come
 * from the root layout; the JSON-LD is rendered in the page, where the CSP nonce is known.
 */
export function articleMeta({
  article,
  title: pageTitle,
  origin,
  canonicalUrl,
  siteName,
}: ArticleMetaInput): MetaDescriptor[] {
  const name = pageTitle ?? article.name;
  const title = siteName ? `${name} | ${siteName}` : name;
  const image = shareImageUrl(origin, article);
  const video = article.context === "videos";
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: article.description },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:type", content: video ? "video.other" : "article" },
    { property: "og:title", content: article.name },
    { property: "og:description", content: article.description },
    { property: "og:url", content: canonicalUrl },
    { property: "og:locale", content: OG_LOCALES[article.language] ?? OG_LOCALES.en },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: article.name },
    { name: "twitter:description", content: article.description },
  ];
  if (siteName) meta.push({ property: "og:site_name", content: siteName });
  if (image) {
    meta.push(
      { property: "og:image", content: image },
      { property: "og:image:width", content: String(SHARE_IMAGE_SIZE) },
      { property: "og:image:height", content: String(SHARE_IMAGE_SIZE) },
      { property: "og:image:alt", content: article.name },
      { name: "twitter:image", content: image },
    );
  }
  if (!video) {
    meta.push(
      { property: "article:published_time", content: article.publish_date },
      { property: "article:modified_time", content: article.updated_date },
    );
  }
  if (article.amphtml)
    meta.push({ tagName: "link", rel: "amphtml", href: absoluteUrl(origin, article.amphtml) });
  return meta;
}

export type BreadcrumbStep = { name: string; url: string };

/** JSON-LD: the article (NewsArticle) or video (VideoObject), then where it sits (BreadcrumbList). */
export function articleJsonLd(
  { article, origin, canonicalUrl, siteName }: ArticleMetaInput,
  breadcrumb: BreadcrumbStep[],
  siteLogo?: string | null,
): object[] {
  const image = shareImageUrl(origin, article);
  const publisher = {
    "@type": "Organization",
    name: article.publisher.name,
    ...(article.publisher.logo
      ? { logo: { "@type": "ImageObject", url: absoluteUrl(origin, article.publisher.logo) } }
      : {}),
  };
  const author = article.author ? { author: [{ "@type": "Person", name: article.author }] } : {};
  const common = {
    "@context": "https://schema.org",
    description: article.description,
    inLanguage: article.language === "pt" ? "pt-BR" : article.language,
    ...(image ? { image: [image] } : {}),
    mainEntityOfPage: { "@type": "WebPage", "@id": canonicalUrl },
  };
  let main: object;
  if (article.context === "videos") {
    const link = articleVideoLink(article);
    const source = chooseVideoSource(link);
    main = {
      ...common,
      "@type": "VideoObject",
      name: article.name,
      uploadDate: article.publish_date,
      ...author,
      ...(image ? { thumbnailUrl: [image] } : {}),
      ...(source?.kind === "youtube"
        ? {
            embedUrl: source.embedUrl.split("?")[0],
            contentUrl: `https://www.youtube.com/watch?v=${source.id}`,
          }
        : link
          ? { contentUrl: absoluteUrl(origin, link) }
          : {}),
      ...(isoDuration(article.videos[0]?.duration)
        ? { duration: isoDuration(article.videos[0]?.duration) }
        : {}),
      publisher,
    };
  } else {
    main = {
      ...common,
      "@type": "NewsArticle",
      // Google shows at most 110 characters of a headline.
      headline: article.name.length > 110 ? `${article.name.slice(0, 109)}…` : article.name,
      datePublished: article.publish_date,
      dateModified: article.updated_date,
      ...author,
      publisher,
      ...(siteName && siteLogo
        ? {
            sourceOrganization: {
              "@type": "Organization",
              name: siteName,
              logo: absoluteUrl(origin, siteLogo),
            },
          }
        : {}),
    };
  }
  const list = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: breadcrumb.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
  return [main, list];
}

/** JSON for an inline <script>: "<" escaped so a title cannot close the script element. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
