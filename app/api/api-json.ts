import { data } from "react-router";
import type { IcaroLoadContext } from "#core/load-context.ts";

/**
 * GETs a path under the API version prefix through the in-process API and returns its JSON.
 * An API error becomes a route error with the same status and the API's error code, which the
 * error page shows translated (errors.codes.*) when it has a text for it.
 */
export async function apiJson<T>(context: IcaroLoadContext, path: string): Promise<T> {
  const response = await context.api(`${context.apiPrefix}${path}`);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: unknown } } | null;
    const code = typeof body?.error?.code === "string" ? body.error.code : undefined;
    throw data({ status: response.status, message: code }, { status: response.status });
  }
  return (await response.json()) as T;
}
