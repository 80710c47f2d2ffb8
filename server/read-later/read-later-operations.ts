import { z } from "zod";
import { ARTICLE_CONTEXTS } from "#core/content/content.ts";
import { READ_LATER_MAX } from "#core/read-later/read-later.ts";
import {
  readLaterExportJson,
  readLaterMergeJson,
  readLaterPageJson,
  savedArticleJson,
} from "#core/schemas/read-later-json.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import { idField, pagingShape } from "#server/http/api/params.ts";

/*
 * Read later (docs/decisions/0074-read-later-and-likes.md, docs/behaviour/read-later.md#read-later-list /readlater, docs/behaviour/read-later.md#read-later-list): a signed-in reader's list kept on the
 * server, so it follows them across devices (decisions.md). A guest's list lives in the browser
 * (core/storage/local-storage-entry.ts), so every operation here answers a guest 401 `sign_in_required`.
 */

export const articleContext = z.enum(ARTICLE_CONTEXTS, {
  error: `context must be one of ${ARTICLE_CONTEXTS.join(", ")}`,
});

/** `{id, context}` of a story, as the save, remove, like and unlike calls send it. */
export const storyRefBody = z.object({ id: idField(), context: articleContext });

/** When a guest saved a story, as their browser kept it: ISO 8601 with a zone. */
const savedAt = z.iso
  .datetime({ offset: true, error: "saved_at must be an ISO 8601 date-time" })
  .meta({ description: "When the guest saved it (ISO 8601); now when absent, never later than now." });

const guestItem = z.object({ id: idField(), context: articleContext, saved_at: savedAt.optional() });

const signInRequired = errorResponse("`sign_in_required`: a guest's list lives in their browser.");
const badBody = errorResponse("`invalid_body` (a bad id, context or list), `invalid_json`, `invalid_text`.");
const unsupported = errorResponse("`unsupported_media_type`: the body is not application/json.");

export const listReadLaterOperation = operation({
  method: "get",
  path: "read_later",
  operationId: "listReadLater",
  summary: "The signed-in reader's read-later list",
  description: "Newest saved first, a page at a time, with the whole list's `total`.",
  tags: ["read-later"],
  query: z.object(pagingShape(10)),
  responses: {
    200: { description: "A page of the list.", schema: readLaterPageJson },
    400: errorResponse("`invalid_query`."),
    401: signInRequired,
  },
});

export const saveForLaterOperation = operation({
  method: "post",
  path: "read_later",
  operationId: "saveForLater",
  summary: "Save a story for later",
  description: `Saving a saved story again moves it to the top. The list keeps the ${READ_LATER_MAX} newest saves: one more drops the oldest.`,
  tags: ["read-later"],
  body: storyRefBody,
  responses: {
    201: { description: "The saved story.", schema: savedArticleJson },
    400: badBody,
    401: signInRequired,
    404: errorResponse("`article_not_found`: no story with that id and context."),
    415: unsupported,
  },
});

export const removeSavedOperation = operation({
  method: "delete",
  path: "read_later",
  operationId: "removeSaved",
  summary: "Remove a story from the read-later list",
  tags: ["read-later"],
  body: storyRefBody,
  responses: {
    204: { description: "Removed." },
    400: badBody,
    401: signInRequired,
    404: errorResponse("`not_saved`: the story is not in the list."),
    415: unsupported,
  },
});

export const mergeReadLaterOperation = operation({
  method: "post",
  path: "read_later/merge",
  operationId: "mergeReadLater",
  summary: "Merge a guest's list into the account's",
  description: `After sign-in or sign-up: every story of the guest's list (at most ${READ_LATER_MAX}) joins the account's, keeping each story's latest save. Nothing already saved is lost: stories that would pass the cap are skipped (\`over_cap\`), as are ids that are not a story of that context (\`not_found\`). A longer list is refused whole.`,
  tags: ["read-later"],
  body: z.object({
    items: z.array(guestItem).max(READ_LATER_MAX, `items may name at most ${READ_LATER_MAX} stories`),
  }),
  responses: {
    200: { description: "What was merged.", schema: readLaterMergeJson },
    400: badBody,
    401: signInRequired,
    413: errorResponse("`body_too_large`: over 1 MB."),
    415: unsupported,
  },
});

export const exportReadLaterOperation = operation({
  method: "get",
  path: "read_later/export",
  operationId: "exportReadLater",
  summary: "Download the read-later list",
  description:
    "`format=json` (the default): the list as JSON; `format=html`: a Netscape bookmarks file every browser and read-it-later service imports. Sent as an attachment.",
  tags: ["read-later"],
  query: z.object({
    format: z.enum(["json", "html"], { error: "format must be json or html" }).default("json"),
  }),
  responses: {
    200: { description: "The list (JSON, or text/html bookmarks).", schema: readLaterExportJson },
    400: errorResponse("`invalid_query`."),
    401: signInRequired,
  },
});

export const readLaterOperations = [
  listReadLaterOperation,
  saveForLaterOperation,
  removeSavedOperation,
  mergeReadLaterOperation,
  exportReadLaterOperation,
];
