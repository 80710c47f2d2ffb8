import type { Context, Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../app-env.ts";
import { parseBody, parseParams, parseQuery } from "./validate.ts";

type Schema = z.ZodType | undefined;

/** One answer of an operation: its description and, when it has a JSON body, that body's schema. */
export type ApiResponse = { description: string; schema?: z.ZodType; mediaType?: string };

/**
 * One API operation: where it is, what it takes and what it answers, as zod schemas. The route
 * parses its input with these schemas (`handle` below) and the OpenAPI document is generated from
 * them (openapi.ts), so the validation, the document and the fuzzer cannot disagree.
 */
export type ApiOperation<P extends Schema = Schema, Q extends Schema = Schema, B extends Schema = Schema> = {
  method: "get" | "post" | "put" | "patch" | "delete";
  /**
   * Where the operation's routes are mounted: absent for the versioned API prefix
   * (`ICARO_API_PREFIX`, `api/v3/`), else a fixed base such as `/api/v4` or `/api/auth`.
   */
  base?: string;
  /** The path under the base, with OpenAPI's `{name}` parameters: `profiles/{context}/{id}/feed`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  /** Request headers the operation reads, documented only (the route checks them itself). */
  headers?: z.ZodObject;
  responses: Record<number, ApiResponse>;
};

/** Declares an operation, keeping the exact types of its schemas for `handle`. */
export function operation<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(op: ApiOperation<P, Q, B>): ApiOperation<P, Q, B> {
  return op;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The input of an operation, parsed by its own schemas. */
export type OperationInput<Op> =
  Op extends ApiOperation<infer P, infer Q, infer B>
    ? { params: Parsed<P>; query: Parsed<Q>; body: Parsed<B> }
    : never;

/** Hono's form of an OpenAPI path: `{id}` → `:id`. */
export function honoPath(path: string): string {
  return `/${path.replace(/\{(\w+)\}/g, ":$1")}`;
}

/**
 * Registers an operation on a domain's Hono app: the params, query and body are parsed (in that
 * order; a mismatch is a 400 `invalid_param`, `invalid_query` or `invalid_body`) before the handler
 * runs with them. `before` runs first (an operator-key check, say).
 */
export function handle<Op extends ApiOperation>(
  app: Hono<AppEnv>,
  op: Op,
  handler: (c: Context<AppEnv>, input: OperationInput<Op>) => Response | Promise<Response>,
  ...before: MiddlewareHandler<AppEnv>[]
): void {
  const run: MiddlewareHandler<AppEnv> = async (c) => {
    const input = {
      params: op.params ? parseParams(c, op.params) : undefined,
      query: op.query ? parseQuery(c, op.query) : undefined,
      body: op.body ? parseBody(c, op.body) : undefined,
    };
    return handler(c, input as OperationInput<Op>);
  };
  app.on(op.method.toUpperCase(), [honoPath(op.path)], ...[...before, run]);
}
