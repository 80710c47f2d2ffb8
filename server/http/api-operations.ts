import { contentOperations } from "#server/content/content-operations.ts";
import { readOperations } from "#server/content/read-operations.ts";
import { discoverOperations } from "#server/discover/discover-operations.ts";
import { recommendationOperations } from "#server/recommend/recommendation-operations.ts";
import { siteOperations } from "#server/site/site-operations.ts";
import type { ApiOperation } from "./api-operation.ts";
import { docsOperations } from "./docs-operations.ts";

/** Every operation the API serves, by domain: what /api/docs describes (openapi.ts). */
export const apiOperations: ApiOperation[] = [
  ...siteOperations,
  ...contentOperations,
  ...discoverOperations,
  ...readOperations,
  ...recommendationOperations,
  ...docsOperations,
];
