import { z } from "zod";
import { sectionJson, siteConfigJson } from "#core/schemas/site-json.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import { INTEGER_META } from "#server/http/api/params.ts";

/*
 * The site configuration and sections of docs/behaviour/platform.md#site-configuration: what each operation takes and answers. The
 * routes (site-routes.ts) parse with these schemas and /api/docs is generated from them.
 */

export const siteConfigOperation = operation({
  method: "get",
  path: "site/config",
  operationId: "getSiteConfig",
  summary: "A site's configuration",
  tags: ["site"],
  query: z.object({
    app: z
      .string()
      .max(32)
      .optional()
      .meta({ examples: ["web"] }),
    // Required here, unlike the other operations' site_id: it names the site whose
    // configuration is asked for.
    site_id: z
      .string({ error: "site_id is required" })
      .regex(/^\d{1,9}$/, "site_id must be a number")
      .transform(Number)
      .meta({ description: "The site.", [INTEGER_META]: { minimum: 1, maximum: 999_999_999 } }),
  }),
  responses: {
    200: { description: "The configuration.", schema: siteConfigJson },
    400: errorResponse("`invalid_query`: site_id missing or not a number."),
    404: errorResponse("`site_not_found`."),
  },
});

export const sectionsOperation = operation({
  method: "get",
  path: "site/sections",
  operationId: "listSections",
  summary: "The eight sections with labels in each language",
  tags: ["site"],
  responses: {
    200: {
      description: "The sections in menu order.",
      schema: z.object({ sections: z.array(sectionJson) }),
    },
  },
});

export const siteOperations = [siteConfigOperation, sectionsOperation];
