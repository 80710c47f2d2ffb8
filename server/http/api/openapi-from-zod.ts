import { z } from "zod";
import type { ApiOperation } from "./api-operation.ts";
import { INTEGER_META } from "./params.ts";

/*
 * Turns API operations (api-operation.ts) into OpenAPI 3.1 path items with zod 4's own JSON Schema
 * export. Schemas named with `.meta({ id })` become `components/schemas` entries and are referred
 * to by `$ref`; the descriptions come from the schemas' metadata.
 */

/** A JSON Schema 2020-12 object as zod writes it. */
export type JsonSchema = { [key: string]: unknown };

export type OpenApiParameter = {
  name: string;
  in: "query" | "path" | "header";
  required?: boolean;
  description?: string;
  schema: JsonSchema;
};

export type OpenApiOperation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
};

export type OpenApiPaths = Record<string, Partial<Record<ApiOperation["method"], OpenApiOperation>>>;

/** An OpenAPI 3.1 document, as openapi.ts makes it and the docs routes serve it. */
export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: OpenApiPaths;
  components: { schemas: Record<string, JsonSchema> };
};

const DEFS = "#/$defs/";
const COMPONENTS = "#/components/schemas/";

/**
 * A query string or path carries every value as text; the document shows a whole-number
 * parameter (params.ts `intParam`) as the integer a client sends, with its bounds. In a JSON body
 * the same schema is a numeric string, and is shown as one.
 */
function wholeNumbers(node: unknown, asIntegers: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => wholeNumbers(item, asIntegers));
  if (!node || typeof node !== "object") return node;
  const { [INTEGER_META]: bounds, ...rest } = node as JsonSchema;
  const walked = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, wholeNumbers(value, asIntegers)]),
  );
  if (!bounds || !asIntegers) return walked;
  const { type: _string, pattern: _digits, ...kept } = walked;
  return { ...kept, type: "integer", ...(bounds as object) };
}

/** Collects the named schemas of every conversion into `components/schemas`. */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  /** The JSON Schema of a zod schema: `input` for what a client sends, `output` for what it gets. */
  convert(schema: z.ZodType, io: "input" | "output", asParameters = false): JsonSchema {
    const converted = z.toJSONSchema(schema, { io, unrepresentable: "any" });
    // zod writes named schemas under $defs; the document keeps them once, in components.
    const text = JSON.stringify(converted).replaceAll(`"${DEFS}`, `"${COMPONENTS}`);
    const { $schema: _draft, $defs, ...root } = wholeNumbers(JSON.parse(text), asParameters) as JsonSchema;
    Object.assign(this.schemas, $defs as Record<string, JsonSchema> | undefined);
    return root;
  }

  /** The parameters of a params, query or header object: one per field, with its default. */
  parameters(schema: z.ZodType | undefined, where: OpenApiParameter["in"]): OpenApiParameter[] {
    if (!schema) return [];
    const object = this.convert(schema, "input", true) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    const shape = (schema as z.ZodObject).shape ?? {};
    return Object.entries(object.properties ?? {}).map(([name, property]) => {
      const { description, ...fieldSchema } = property;
      const fallback = defaultOf(shape[name]);
      return {
        name,
        in: where,
        ...(where === "path" || object.required?.includes(name) ? { required: true } : {}),
        ...(typeof description === "string" ? { description } : {}),
        schema: fallback === undefined ? fieldSchema : { ...fieldSchema, default: fallback },
      };
    });
  }
}

/** The default a zod field fills in when the client leaves it out (JSON Schema's input side omits it). */
function defaultOf(field: z.ZodType | undefined): unknown {
  const def = field?._zod.def as { type: string; defaultValue?: unknown } | undefined;
  return def?.type === "default" ? def.defaultValue : undefined;
}

/** The full path of an operation, with the versioned prefix (`/api/v3`) for those without a base. */
export function operationPath(op: ApiOperation, versioned: string): string {
  return `${op.base ?? versioned}/${op.path}`;
}

/** The path items of a list of operations. */
export function pathsOf(operations: ApiOperation[], versioned: string, components: SchemaComponents) {
  const paths: OpenApiPaths = {};
  for (const op of operations) {
    const path = operationPath(op, versioned);
    const parameters = [
      ...components.parameters(op.params, "path"),
      ...components.parameters(op.query, "query"),
      ...components.parameters(op.headers, "header"),
    ];
    const responses = Object.fromEntries(
      Object.entries(op.responses).map(([status, { description, schema, mediaType }]) => [
        status,
        schema
          ? {
              description,
              content: {
                [mediaType ?? "application/json"]: { schema: components.convert(schema, "output") },
              },
            }
          : { description },
      ]),
    );
    paths[path] = {
      ...paths[path],
      [op.method]: {
        operationId: op.operationId,
        summary: op.summary,
        ...(op.description ? { description: op.description } : {}),
        tags: op.tags,
        ...(parameters.length ? { parameters } : {}),
        ...(op.body
          ? {
              requestBody: {
                // An optional body (`schema.optional()`) may be left out.
                required: !op.body.safeParse(undefined).success,
                content: { "application/json": { schema: components.convert(op.body, "input") } },
              },
            }
          : {}),
        responses,
      },
    };
  }
  return paths;
}
