import { z } from "zod";
import {
  FEEDBACK_KINDS,
  type FeedbackJson,
  type RecommendationReason,
  type RecommendedArticleJson,
} from "#core/content/recommendation-reason.ts";
import {
  ARTICLE_CONTEXTS,
  type ArticleJson,
  CONTENT_LANGUAGES,
  type DiscoverNodeJson,
  type LocalizedNames,
  PROFILE_CONTEXTS,
  type ProfileJson,
  type PublisherJson,
  type TagJson,
} from "../content/content.ts";
import { contract } from "./contract.ts";

/*
 * The content API's JSON (docs/behaviour/search.md#search-state) as zod schemas, one per type of core/content/content.ts and tied to it
 * by `contract`. The server documents its answers with them (/api/docs); the pages import the
 * types only, so zod stays out of the browser.
 */

const nullableText = z.string().nullable();
const dateTime = z.string().meta({ format: "date-time" });

/** A name in each locale where it has one; a page shows its own locale's, else `name`. */
export const localizedNamesJson = contract<LocalizedNames>()(
  z.object({ en: z.string().optional(), es: z.string().optional(), pt: z.string().optional() }).meta({
    id: "LocalizedNames",
    description: "A name in English, Spanish and Portuguese, where it has one; missing ones read as `name`.",
  }),
);

export const publisherJson = contract<PublisherJson>()(
  z
    .object({
      id: z.number().int(),
      name: z.string(),
      context: z.string().meta({ examples: ["publishers"] }),
      common_name: z.string(),
      logo: nullableText,
    })
    .meta({ id: "Publisher", description: "Who published an article." }),
);

export const profileJson = contract<ProfileJson>()(
  z
    .object({
      id: z.number().int(),
      context: z.enum(PROFILE_CONTEXTS),
      name: z.string(),
      common_name: z.string(),
      short_name: nullableText,
      photo: z.object({ small: nullableText, original: nullableText }),
      has_standings: z.boolean(),
      names: localizedNamesJson,
    })
    .meta({ id: "Profile", description: "A thing one follows: an athlete, league, team or topic (entity)." }),
);

export const profileWithCountJson = profileJson
  .extend({
    article_count: z.number().int().min(0),
    following: z.boolean().meta({ description: "Whether the reader follows it" }),
  })
  .meta({
    id: "ProfileWithCount",
    description: "A profile, how many articles mention it, and whether the reader follows it.",
  });

export const tagJson = contract<TagJson>()(
  profileJson
    .extend({ following: z.boolean().meta({ description: "Whether the reader follows it" }) })
    .meta({ id: "Tag", description: "A profile an article mentions, and whether the reader follows it." }),
);

export const articleJson = contract<ArticleJson>()(
  z
    .object({
      id: z.number().int(),
      context: z.enum(ARTICLE_CONTEXTS),
      name: z.string(),
      description: z.string(),
      publish_date: dateTime,
      updated_date: z.string().meta({
        format: "date-time",
        description: "When the story last changed; equal to publish_date when it never did.",
      }),
      publisher: publisherJson,
      verticals: z.array(
        z.object({
          key: z.string(),
          label: z.string().meta({ description: "The section's label in the story's language." }),
          labels: localizedNamesJson,
        }),
      ),
      photos: z.array(
        z.object({
          original: z.string(),
          width: z.number().int().optional(),
          height: z.number().int().optional(),
          caption: z.string().optional(),
          credit: z.string().optional(),
        }),
      ),
      body: z.string().optional().meta({ description: "Sanitized HTML; only on media/{type}/{id}." }),
      tags: z.array(tagJson),
      link: z.union([z.array(z.object({ url: z.string() })), z.string()]),
      external: z.boolean(),
      offline: z.boolean(),
      importance: z.number().int(),
      videos: z.array(
        z.object({
          link: z.string(),
          guid: z.string().optional(),
          type: z.string().optional(),
          duration: z.number().optional().meta({ description: "Seconds." }),
          captions: z
            .array(z.object({ language: z.string(), label: z.string(), src: z.string() }))
            .optional()
            .meta({ description: "WebVTT captions tracks." }),
        }),
      ),
      categories: z.array(z.string()),
      language: z.enum(CONTENT_LANGUAGES),
      author: nullableText,
      amphtml: nullableText,
      feed: z.object({ goto_short_link: nullableText }),
      video: z.object({ link: z.string(), guid: nullableText }).nullable(),
    })
    .meta({
      id: "Article",
      description: "A story (news_stories) or a video (videos). Lists leave `body` out.",
    }),
);

export const articleListJson = z.array(articleJson);

export const discoverNodeJson: z.ZodType<DiscoverNodeJson> = contract<DiscoverNodeJson>()(
  z
    .object({
      key: z.string(),
      name: z.string(),
      type: z.enum(["label", "dynamic", "profile"]),
      get nodes() {
        return z.array(discoverNodeJson);
      },
      profile: profileJson.nullable(),
      context_type: nullableText,
      filter_context: nullableText,
      load_profile: z.boolean(),
      canDrill: z.boolean(),
      api: nullableText,
    })
    .meta({
      id: "DiscoverNode",
      description:
        "A node of the Discover tree (a favourite topic node): a `label` groups child nodes, a `dynamic` node stands for every profile of `context_type`, a `profile` node is one profile. `api` is where the node's content is read: `site/favorites/{key}/content` for labels and dynamic nodes, `profiles/{context}/{id}` (+ `/feed`) for profiles.",
    }),
);

export const recommendationReasonJson = contract<RecommendationReason>()(
  z
    .discriminatedUnion("kind", [
      z.object({ kind: z.literal("followed"), profile_id: z.number().int() }),
      z.object({ kind: z.literal("read_profile"), profile_id: z.number().int() }),
      z.object({ kind: z.literal("read_section") }),
      z.object({ kind: z.literal("popular") }),
    ])
    .meta({
      id: "RecommendationReason",
      description:
        "Why the story is in the list: a followed or often-read profile (one of its tags), a section the reader reads, or popular.",
    }),
);

export const recommendedArticleJson = contract<RecommendedArticleJson>()(
  articleJson.extend({ reason: recommendationReasonJson }).meta({ id: "RecommendedArticle" }),
);

export const feedbackJson = contract<FeedbackJson>()(
  z
    .object({
      kind: z.enum(FEEDBACK_KINDS),
      target: z.string(),
      label: z.string(),
      created_at: z.string(),
    })
    .meta({ id: "Feedback", description: "Fewer stories of a section or profile, or a blocked publisher." }),
);
