import fc from "fast-check";
import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
} from "#server/http/api/openapi-from-zod.ts";
import { type HostileBody, hostileBody, SWEEP_BODIES } from "./hostile-bodies.ts";
import {
  hostileHeaderValue,
  hostileJsonToken,
  hostileUrlValue,
  SWEEP_HEADER_VALUES,
  SWEEP_JSON_TOKENS,
  SWEEP_URL_VALUES,
  urlText,
} from "./hostile-values.ts";

/*
 * The fuzzer's requests, read from the OpenAPI document (docs/decisions/0051-a-fuzzer-from-the-openapi-document.md): for every operation, a
 * request that is plausible everywhere except in one place, its target — one path, query or
 * header parameter, one body field, the whole body or a missing required part — where it carries
 * a hostile value. An endpoint is fuzzed as soon as it is documented.
 */

/** One documented operation, as the fuzzer needs it. */
export type FuzzOperation = {
  operationId: string;
  method: string;
  /** The path with `{name}` parameters, the API prefix included. */
  path: string;
  parameters: OpenApiParameter[];
  /** The JSON body's schema, $refs resolved at the top; absent when the operation takes none. */
  body?: { required: boolean; schema: JsonSchema };
  /** Needs `Authorization: Bearer <operator key>` (documented as a required authorization header). */
  operatorKey: boolean;
  /** A Server-Sent Events stream that never ends: passing is its headers arriving under 500. */
  stream: boolean;
};

export type FuzzRequest = {
  operationId: string;
  method: string;
  /** The path and query string, percent-encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Where the hostile value is (`query.page`, `body.email`, `body`, `missing`) and what it is. */
  target: string;
  value: string;
};

/** The e-mail of plausible bodies (the runner makes it new for each request). */
export const PLAUSIBLE_EMAIL = "fuzz@example.com";

const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Every operation of the document, in its order. */
export function fuzzOperations(document: OpenApiDocument): FuzzOperation[] {
  const resolve = (schema: JsonSchema): JsonSchema => {
    const ref = schema.$ref;
    if (typeof ref !== "string") return schema;
    return resolve(document.components.schemas[ref.replace("#/components/schemas/", "")] ?? {});
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const op: OpenApiOperation | undefined = item[method];
      if (!op) return [];
      const parameters = op.parameters ?? [];
      const json = op.requestBody?.content["application/json"];
      const success = op.responses["200"]?.content ?? {};
      return [
        {
          operationId: op.operationId,
          method: method.toUpperCase(),
          path,
          parameters,
          body:
            json && op.requestBody
              ? { required: op.requestBody.required, schema: resolve(json.schema) }
              : undefined,
          operatorKey: parameters.some(
            (p) => p.in === "header" && p.name === "authorization" && p.required === true,
          ),
          stream: "text/event-stream" in success,
        },
      ];
    }),
  );
}

/** One operation of the document by its id. */
export function fuzzOperation(document: OpenApiDocument, operationId: string): FuzzOperation {
  const op = fuzzOperations(document).find((candidate) => candidate.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  return op;
}

/**
 * A value the schema accepts, for the parameters and fields that are not the target: the first
 * enum value or example, the minimum of a number, a digit for a patterned string.
 */
export function plausibleValue(schema: JsonSchema, name: string): unknown {
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches?.[0]) return plausibleValue(branches[0], name);
  switch (schema.type) {
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? Math.max(schema.minimum, 1) : 1;
    case "boolean":
      return true;
    case "array":
      return [plausibleValue((schema.items as JsonSchema) ?? {}, name)];
    case "object":
      return Object.fromEntries(
        Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([key, value]) => [
          key,
          plausibleValue(value, key),
        ]),
      );
    default:
      if (/e-?mail|uid/i.test(name)) return PLAUSIBLE_EMAIL;
      if (/password/i.test(name)) return "correct horse battery staple";
      if (/url/i.test(name)) return "https://example.com/feed.xml";
      return "1";
  }
}

const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** What a hostile value changes in the plausible request, and how to print it. */
type Hit = { value: string; replace: Partial<Parts> };

/** A place a request can carry a hostile value: the sweep's values first, then fast-check's. */
type Target = { name: string; sweep: Hit[]; arbitrary: fc.Arbitrary<Hit> };

function target<V>(
  name: string,
  values: fc.Arbitrary<V>,
  sweep: readonly V[],
  hit: (value: V) => Hit,
): Target {
  return { name, sweep: sweep.map(hit), arbitrary: values.map(hit) };
}

/** A request in pieces: the parameters as wire text, the body as JSON tokens or whole. */
type Parts = {
  path: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  /** Top-level JSON body fields as JSON text, or a whole body. */
  fields?: Record<string, string>;
  whole?: HostileBody;
};

function plausibleParts(op: FuzzOperation): Parts {
  const parts: Parts = { path: {}, query: [], headers: {} };
  for (const p of op.parameters) {
    const text = asText(plausibleValue(p.schema, p.name));
    if (p.in === "path") parts.path[p.name] = urlText(text);
    else if (p.in === "query" && p.required) parts.query.push([p.name, urlText(text)]);
  }
  if (op.body) {
    const value = plausibleValue(op.body.schema, "body");
    if (value && typeof value === "object" && !Array.isArray(value)) {
      parts.fields = Object.fromEntries(
        Object.entries(value).map(([key, field]) => [key, JSON.stringify(field)]),
      );
    } else parts.whole = { label: "plausible", contentType: "application/json", body: JSON.stringify(value) };
  }
  return parts;
}

/** Headers the API middleware reads on every route (PSID, cookies, language, proxies). */
const COMMON_HEADERS = [
  "psid",
  "cookie",
  "accept-language",
  "x-forwarded-for",
  "x-xsrf-token",
  "if-none-match",
];

/** Where an operation can be hit, each with the hostile values that fit there. */
export function fuzzTargets(op: FuzzOperation, plausible: Parts): Target[] {
  const targets: Target[] = op.parameters.map((p) => {
    if (p.in === "header") {
      return target(`header.${p.name}`, hostileHeaderValue, SWEEP_HEADER_VALUES, (value) => ({
        value,
        replace: { headers: { [p.name]: value } },
      }));
    }
    if (p.in === "path") {
      return target(`path.${p.name}`, hostileUrlValue, SWEEP_URL_VALUES, (value) => ({
        value,
        replace: { path: { ...plausible.path, [p.name]: value } },
      }));
    }
    const others = plausible.query.filter(([name]) => name !== p.name);
    // Twice: an array where a scalar belongs.
    const sweep = [
      ...SWEEP_URL_VALUES.map((value): [string, number] => [value, 1]),
      ["1", 2] as [string, number],
    ];
    return target(
      `query.${p.name}`,
      fc.tuple(hostileUrlValue, fc.constantFrom(1, 1, 1, 2)),
      sweep,
      ([value, times]) => ({
        value: times === 2 ? `${value} (twice)` : value,
        replace: {
          query: [...others, ...Array.from({ length: times }, (): [string, string] => [p.name, value])],
        },
      }),
    );
  });
  // Every operation, even one without parameters, reads the headers and query every route reads.
  targets.push(
    target(
      "header.common",
      fc.tuple(fc.constantFrom(...COMMON_HEADERS), hostileHeaderValue),
      COMMON_HEADERS.map((name): [string, string] => [name, "\u00ff\u00c3("]),
      ([name, value]) => ({ value: `${name}: ${value}`, replace: { headers: { [name]: value } } }),
    ),
  );
  targets.push(
    target(
      "query.unknown",
      fc.tuple(hostileUrlValue, hostileUrlValue),
      [["%00", "%00"] as [string, string]],
      ([name, value]) => ({
        value: `${name}=${value}`,
        replace: { query: [...plausible.query, [name || "x", value]] },
      }),
    ),
  );
  for (const field of Object.keys(plausible.fields ?? {})) {
    targets.push(
      target(`body.${field}`, hostileJsonToken, SWEEP_JSON_TOKENS, (value) => ({
        value,
        replace: { fields: { ...plausible.fields, [field]: value } },
      })),
    );
  }
  if (op.method !== "GET") {
    targets.push(
      target("body", hostileBody, SWEEP_BODIES, (whole) => ({
        value: whole.label,
        replace: { fields: undefined, whole },
      })),
    );
  }
  const required = op.parameters.filter((p) => p.required && p.in !== "path");
  if (required.length > 0 || op.body?.required) {
    const missing: Hit = {
      value: "every required query parameter and the body",
      replace: { query: [], fields: undefined, whole: undefined },
    };
    targets.push({ name: "missing", sweep: [missing], arbitrary: fc.constant(missing) });
  }
  return targets;
}

function jsonOfFields(fields: Record<string, string>): string {
  return `{${Object.entries(fields)
    .map(([key, token]) => `${JSON.stringify(key)}:${token}`)
    .join(",")}}`;
}

function assemble(op: FuzzOperation, parts: Parts, target: string, value: string): FuzzRequest {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => parts.path[name] ?? "1");
  const query = parts.query.map(([name, text]) => `${encodeURIComponent(name)}=${text}`).join("&");
  const headers = { ...parts.headers };
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (parts.whole) {
    body = parts.whole.body;
    if (parts.whole.contentType) headers["content-type"] = parts.whole.contentType;
  } else if (parts.fields) {
    body = jsonOfFields(parts.fields);
    headers["content-type"] = "application/json";
  }
  return {
    operationId: op.operationId,
    method: op.method,
    url: query ? `${path}?${query}` : path,
    headers,
    body: op.method === "GET" ? undefined : body,
    target,
    value,
  };
}

function keyHeaders(op: FuzzOperation, operatorKey: string, withKey: boolean): Record<string, string> {
  const keyed = op.operatorKey || op.path.startsWith("/api/operator/");
  return keyed && withKey ? { authorization: `Bearer ${operatorKey}` } : {};
}

function requestOf(op: FuzzOperation, plausible: Parts, name: string, hit: Hit, key: Record<string, string>) {
  const parts: Parts = { ...plausible, ...hit.replace, headers: { ...key, ...hit.replace.headers } };
  return assemble(op, parts, name, hit.value);
}

/**
 * The sweep of one operation: every target with each of the sweep's values, value by value (so
 * a short budget still gives every target the first ones), operator operations with the key.
 */
export function sweepRequests(op: FuzzOperation, operatorKey: string): FuzzRequest[] {
  const plausible = plausibleParts(op);
  const targets = fuzzTargets(op, plausible);
  const key = keyHeaders(op, operatorKey, true);
  const longest = Math.max(...targets.map((t) => t.sweep.length));
  return Array.from({ length: longest }, (_, index) =>
    targets.flatMap((t) =>
      index < t.sweep.length ? [requestOf(op, plausible, t.name, t.sweep[index], key)] : [],
    ),
  ).flat();
}

/**
 * fast-check's requests for one operation: a target at random with a hostile value drawn for it,
 * the rest plausible; an operator operation with the key or without it.
 */
export function fuzzRequests(op: FuzzOperation, operatorKey: string): fc.Arbitrary<FuzzRequest> {
  const plausible = plausibleParts(op);
  const targets = fuzzTargets(op, plausible);
  return fc
    .tuple(fc.constantFrom(...targets), fc.boolean())
    .chain(([t, withKey]) =>
      t.arbitrary.map((hit) => requestOf(op, plausible, t.name, hit, keyHeaders(op, operatorKey, withKey))),
    );
}

/** Every target the requests of an operation can hit (for the test that each is reached). */
export function fuzzTargetNames(op: FuzzOperation): string[] {
  return fuzzTargets(op, plausibleParts(op)).map((t) => t.name);
}
