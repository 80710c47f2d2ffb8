import type { ArticleContext, ArticleJson } from "../content/content.ts";
import type { ReadLaterItem } from "./read-later.ts";

/*
 * The read-later and likes APIs' JSON (docs/decisions/0074-read-later-and-likes.md, docs/behaviour/read-later.md#likes): what the pages
 * read, tied to the server's zod schemas in core/schemas/read-later-json.ts.
 */

/** A story as `{id, context}`: what the save, remove, like and unlike calls send. */
export type StoryRef = { id: number; context: ArticleContext };

/** One saved story of a signed-in reader: the story as lists show it, and when it was saved. */
export type SavedArticleJson = ArticleJson & { saved_at: string };

/** `GET read_later`: a page of the reader's list, newest saved first. */
export type ReadLaterPageJson = {
  page: number;
  per: number;
  total: number;
  results: SavedArticleJson[];
};

/** `POST read_later/merge`: what the guest's list added, and what it named that is not a story here. */
export type ReadLaterMergeJson = {
  added: number;
  /** Already in the account (its latest save kept). */
  kept: number;
  /** Ids that are not a story of that context, and stories past the cap, left out. */
  skipped: (StoryRef & { reason: "not_found" | "over_cap" })[];
  total: number;
};

/** `GET read_later/export?format=json`: the whole list as core/read-later/read-later.ts keeps it. */
export type ReadLaterExportJson = { exported_at: string; items: ReadLaterItem[] };

/** `GET like`: the reader's liked stories (docs/behaviour/read-later.md#likes "GET like: the response status and likes.apiResults"). */
export type LikesJson = { status: "ok"; likes: { apiResults: StoryRef[] } };

/** `POST like`, `DELETE like`, `POST unlike` and `GET like/count`: a story's count and the reader's like. */
export type LikeCountJson = StoryRef & { count: number; liked: boolean };
