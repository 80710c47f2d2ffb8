import type { RecommendedArticleJson } from "#core/content/recommendation-reason.ts";
import type { Translate } from "#core/i18n/translations.ts";

/** The sentence that answers "Why am I seeing this?" for a story, in the page's language. */
export function reasonText(t: Translate, article: RecommendedArticleJson): string {
  const reason = article.reason;
  switch (reason.kind) {
    case "followed":
    case "read_profile": {
      const tag = article.tags.find((candidate) => candidate.id === reason.profile_id);
      // The tag is the story's own; without it (never expected) the story is simply popular.
      if (!tag) return t("personal.why.popular");
      return t(`personal.why.${reason.kind}`, { name: tag.name });
    }
    case "read_section":
      return t("personal.why.read_section", { section: article.verticals[0]?.label ?? "" });
    default:
      return t("personal.why.popular");
  }
}
