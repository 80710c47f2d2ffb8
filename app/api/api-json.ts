import { data } from "react-router";
import type { IcaroLoadContext } from "#core/load-context.ts";

/**
 * GETs a path under the API version prefix through the in-process API and returns its JSON.
 * An API error becomes a route error with the same status, so the page shows it properly.
 */
export async function apiJson<T>(context: IcaroLoadContext, path: string): Promise<T> {
  const response = await context.api(`${context.apiPrefix}${path}`);
  if (!response.ok) {
    throw data({ status: response.status }, { status: response.status });
  }
  return (await response.json()) as T;
}
