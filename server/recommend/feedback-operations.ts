import { z } from "zod";
import { ARTICLE_CONTEXTS } from "#core/content/content.ts";
import { FEEDBACK_KINDS } from "#core/content/recommendation-reason.ts";
import { feedbackJson } from "#core/schemas/content-json.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import { idField } from "#server/http/api/params.ts";

/*
 * "Fewer like this" and blocking a source: what each operation
 * takes and answers. Kept for the reader of the request: their account, else their guest PSID.
 */

const kind = z.enum(FEEDBACK_KINDS, { error: `kind must be one of ${FEEDBACK_KINDS.join(", ")}` });
const list = { description: "The reader's feedback, newest first.", schema: z.array(feedbackJson) };
const badBody = errorResponse("`invalid_body`, `invalid_json`.");

export const listFeedbackOperation = operation({
  method: "get",
  path: "feedback",
  operationId: "listFeedback",
  summary: "What the reader asked to see fewer of, and the sources they blocked",
  tags: ["recommendations"],
  responses: { 200: list },
});

export const giveFeedbackOperation = operation({
  method: "post",
  path: "feedback",
  operationId: "giveFeedback",
  summary: "Fewer stories like this one, or none from its source",
  description:
    "`fewer`: the story's first tag (else its section) sinks in the reader's personal lists. `block`: the story's publisher leaves them. Repeating it changes nothing.",
  tags: ["recommendations"],
  body: z.object({ kind, article: z.object({ id: idField(), context: z.enum(ARTICLE_CONTEXTS) }) }),
  responses: {
    201: { description: "What was stored.", schema: feedbackJson },
    400: badBody,
    404: errorResponse("`article_not_found`."),
    415: errorResponse("The body is not application/json."),
  },
});

export const withdrawFeedbackOperation = operation({
  method: "delete",
  path: "feedback",
  operationId: "withdrawFeedback",
  summary: "Undo a piece of feedback",
  tags: ["recommendations"],
  body: z.object({
    kind,
    target: z
      .string()
      .regex(
        /^(section:[a-z_]{1,40}|profile:\d{1,9}|publisher:\d{1,9})$/,
        "target must be section:, profile: or publisher:",
      ),
  }),
  responses: { 200: list, 400: badBody, 415: errorResponse("The body is not application/json.") },
});

export const feedbackOperations = [listFeedbackOperation, giveFeedbackOperation, withdrawFeedbackOperation];
