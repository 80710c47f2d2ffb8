import type { ArticleJson } from "./content.ts";

/**
 * "Why am I seeing this?": what put a story in a reader's personal list. A profile is
 * named by id; its name is in the story's own tags, in every language.
 */
export type RecommendationReason =
  | { kind: "followed"; profile_id: number }
  | { kind: "read_profile"; profile_id: number }
  | { kind: "read_section" }
  | { kind: "popular" };

export const REASON_KINDS = ["followed", "read_profile", "read_section", "popular"] as const;

export type RecommendedArticleJson = ArticleJson & { reason: RecommendationReason };

/** What a reader can tell us about a story in their list. */
export const FEEDBACK_KINDS = ["fewer", "block"] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** One stored piece of feedback: `fewer` of a section or profile, or a `block`ed publisher. */
export type FeedbackJson = {
  kind: FeedbackKind;
  /** `section:<key>`, `profile:<id>` or `publisher:<id>`. */
  target: string;
  /** The section, profile or publisher's name, to list and undo it. */
  label: string;
  created_at: string;
};

/** The target "fewer like this" on a story means: its first tag when it has one, else its section. */
export function fewerTargetOf(article: Pick<ArticleJson, "tags" | "verticals">): string {
  const tag = article.tags[0];
  if (tag) return `profile:${tag.id}`;
  return `section:${article.verticals[0]?.key ?? "news"}`;
}
