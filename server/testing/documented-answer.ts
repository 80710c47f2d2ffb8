import { expect } from "vitest";
import type { ApiOperation } from "#server/http/api/api-operation.ts";

/**
 * Checks that an answer is what /api/docs says the operation answers with this status: its
 * schema parses the body, and parsing leaves it whole (a field the schema does not name would be
 * dropped, so an undocumented field fails too).
 */
export function expectDocumentedAnswer(op: ApiOperation, status: number, body: unknown) {
  const schema = op.responses[status]?.schema;
  expect(schema, `${op.operationId} documents a ${status} body`).toBeDefined();
  const parsed = schema?.safeParse(body);
  expect(parsed?.error?.issues ?? [], op.operationId).toEqual([]);
  expect(parsed?.data, `${op.operationId}: every field documented`).toEqual(body);
}
