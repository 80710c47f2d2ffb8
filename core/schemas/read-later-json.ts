import { z } from "zod";
import { ARTICLE_CONTEXTS } from "#core/content/content.ts";
import type { ReadLaterItem } from "#core/read-later/read-later.ts";
import type {
  LikeCountJson,
  LikesJson,
  ReadLaterExportJson,
  ReadLaterMergeJson,
  ReadLaterPageJson,
  SavedArticleJson,
  StoryRef,
} from "#core/read-later/read-later-api.ts";
import { articleJson } from "./content-json.ts";
import { contract } from "./contract.ts";

export const storyRefJson = contract<StoryRef>()(
  z.object({ id: z.number().int(), context: z.enum(ARTICLE_CONTEXTS) }).meta({ id: "StoryRef" }),
);

export const savedArticleJson = contract<SavedArticleJson>()(
  articleJson
    .extend({ saved_at: z.string().meta({ format: "date-time", description: "When the reader saved it." }) })
    .meta({
      id: "SavedArticle",
      description: "A saved story: the story as lists show it, and when it was saved.",
    }),
);

export const readLaterPageJson = contract<ReadLaterPageJson>()(
  z.object({
    page: z.number().int(),
    per: z.number().int(),
    total: z.number().int().meta({ description: "How many stories the whole list holds." }),
    results: z.array(savedArticleJson),
  }),
);

export const readLaterMergeJson = contract<ReadLaterMergeJson>()(
  z.object({
    added: z.number().int(),
    kept: z.number().int(),
    skipped: z.array(storyRefJson.extend({ reason: z.enum(["not_found", "over_cap"]) })),
    total: z.number().int(),
  }),
);

export const readLaterItemJson = contract<ReadLaterItem>()(
  z.object({
    id: z.number().int(),
    context: z.enum(ARTICLE_CONTEXTS),
    name: z.string(),
    url: z.string(),
    saved_at: z.string(),
    offline: z.boolean().optional(),
  }),
);

export const readLaterExportJson = contract<ReadLaterExportJson>()(
  z.object({ exported_at: z.string(), items: z.array(readLaterItemJson) }),
);

export const likesJson = contract<LikesJson>()(
  z.object({ status: z.literal("ok"), likes: z.object({ apiResults: z.array(storyRefJson) }) }),
);

export const likeCountJson = contract<LikeCountJson>()(
  storyRefJson.extend({
    count: z.number().int().meta({ description: "How many readers like the story." }),
    liked: z.boolean().meta({ description: "Whether the reader asking likes it (false for a guest)." }),
  }),
);
