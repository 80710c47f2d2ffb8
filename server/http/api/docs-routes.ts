import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { handle } from "./api-operation.ts";
import { docsFileOperation, docsOperation } from "./docs-operations.ts";
import type { OpenApiDocument } from "./openapi-from-zod.ts";

/** `/api/docs` and `/api/docs/openapi.json`: the OpenAPI document, made once per API app. */
export function docsRoutes(document: OpenApiDocument) {
  const docs = new Hono<AppEnv>();
  handle(docs, docsOperation, (c) => c.json(document));
  handle(docs, docsFileOperation, (c) => c.json(document));
  return docs;
}
