import { z } from "zod";
import { operation } from "./api-operation.ts";

/*
 * The two paths that serve the OpenAPI document itself. Declared apart from openapi.ts, which
 * lists them among every operation: the document describes these, they serve the document.
 */

const documentJson = z
  .looseObject({
    openapi: z.literal("3.1.0"),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "OpenApiDocument", description: "An OpenAPI 3.1 document: this one." });

const answer = { 200: { description: "OpenAPI 3.1.", schema: documentJson } };

export const docsOperation = operation({
  method: "get",
  base: "/api",
  path: "docs",
  operationId: "getOpenApi",
  summary: "This document",
  tags: ["docs"],
  responses: answer,
});

export const docsFileOperation = operation({
  method: "get",
  base: "/api",
  path: "docs/openapi.json",
  operationId: "getOpenApiJson",
  summary: "This document (file name form)",
  tags: ["docs"],
  responses: answer,
});

export const docsOperations = [docsOperation, docsFileOperation];
