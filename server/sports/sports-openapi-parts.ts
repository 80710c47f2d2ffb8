import type { JsonSchema } from "#server/http/openapi.ts";

/** Pieces both sports OpenAPI descriptions use (sports-openapi.ts, sports-live-openapi.ts). */

const errorSchema: JsonSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: { code: { type: "string" }, message: { type: "string" } },
    },
  },
};
export const json = (schema: JsonSchema) => ({ "application/json": { schema } });
export const error = (description: string) => ({ description, content: json(errorSchema) });
export const id32 = { type: "integer", minimum: 1, maximum: 2_147_483_647 } as const;
