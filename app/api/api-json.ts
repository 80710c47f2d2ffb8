import { data } from "react-router";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";

/**
 * The one way a page's loader or action calls the API (in-process, with the reader's cookies,
 * docs/decisions/0003-api-in-process.md), and one status rule for what an answer that is not a 2xx
 * becomes (docs/behaviour/errors.md#page-data-errors): the error page with the API's status and
 * error code, which it shows translated (errors.codes.*) when it has a text for it — a 404 is the
 * not-found page. A call's own options say where a page does otherwise; nothing else reads a
 * Response.
 */
type ApiContext = Pick<IcaroLoadContext, "api" | "apiPrefix"> & { log?: IcaroLoadContext["log"] };

export type ApiCall = {
  /**
   * The method. Given (even "GET"), the call has a RequestInit of its own and so is never answered
   * from the answers shared between readers (server/http/api/shared-api-answers.ts).
   */
  method?: string;
  /** A JSON body, sent with its content type; the method is then POST unless given. */
  body?: unknown;
};

export type OptionalCall<F> = ApiCall & {
  /** A call the page can do without: what it gets instead when the call fails. */
  otherwise: F;
  /**
   * Which failures give `otherwise`: any (the default: an error status, no answer, or an answer that
   * is not JSON), or only the API failing (a 5xx or no answer), so that a request the API refuses
   * (a 4xx) is still the error page.
   */
  tolerate?: "any" | "server-failures";
  /** The log line of a tolerated failure, when the page wants one (else it is silent). */
  warn?: string;
};

export type StrictCall = ApiCall & {
  /** Any error status is the not-found page: for a call whose path the page's URL named. */
  anyErrorIsNotFound?: boolean;
};

/** What the API answered, for a page whose states depend on the status (a campaign that ended). */
export type ApiAnswer<T> =
  | { ok: true; status: number; value: T }
  /** status 0: no answer (the call threw `error`); `body` is the error's JSON, or null. */
  | { ok: false; status: number; body: unknown; code: string | undefined; error?: unknown };

/** A path under the API version prefix, or, starting with "/", the whole path (the v4 API's). */
function urlOf(context: ApiContext, path: string): string {
  return path.startsWith("/") ? path : `${context.apiPrefix}${path}`;
}

function initOf(call: ApiCall | undefined): RequestInit | undefined {
  if (call?.method === undefined && call?.body === undefined) return undefined;
  if (call.body === undefined) return { method: call.method };
  return {
    method: call.method ?? "POST",
    body: JSON.stringify(call.body),
    headers: { "content-type": "application/json" },
  };
}

/** The not-found page's error, as the pages throw it. */
function pageNotFound() {
  return data({ message: "This page could not be found" }, { status: 404 });
}

/** Calls the API and says what it answered; never throws for an answer, whatever its status. */
export async function apiAnswer<T>(context: ApiContext, path: string, call?: ApiCall): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await context.api(urlOf(context, path), initOf(call));
  } catch (error) {
    return { ok: false, status: 0, body: null, code: undefined, error };
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: unknown } } | null;
    const code = typeof body?.error?.code === "string" ? body.error.code : undefined;
    return { ok: false, status: response.status, body, code };
  }
  return { ok: true, status: response.status, value: (await response.json()) as T };
}

/**
 * GETs (or, with a body, POSTs) a path through the in-process API and returns its JSON, typed;
 * any other answer follows the status rule above, or the call's `otherwise` / `anyErrorIsNotFound`.
 */
export async function apiJson<T>(context: ApiContext, path: string, call?: StrictCall): Promise<T>;
export async function apiJson<T, F>(context: ApiContext, path: string, call: OptionalCall<F>): Promise<T | F>;
export async function apiJson<T, F>(
  context: ApiContext,
  path: string,
  call: StrictCall | OptionalCall<F> = {},
): Promise<T | F> {
  if ("otherwise" in call) {
    const tolerate = (err: unknown) => {
      if (call.warn) context.log?.warn({ err, path }, call.warn);
      return call.otherwise;
    };
    let answer: ApiAnswer<T>;
    try {
      answer = await apiAnswer<T>(context, path, call);
    } catch (error) {
      // A 2xx whose body is not JSON.
      if (call.tolerate === "server-failures") throw error;
      return tolerate(error);
    }
    if (answer.ok) return answer.value;
    if (answer.status === 0) return tolerate(answer.error);
    const failure = data({ status: answer.status, message: answer.code }, { status: answer.status });
    if (call.tolerate === "server-failures" && answer.status < 500) throw failure;
    return tolerate(failure);
  }
  const answer = await apiAnswer<T>(context, path, call);
  if (answer.ok) return answer.value;
  if (answer.status === 0) throw answer.error;
  if ((call as StrictCall).anyErrorIsNotFound) throw pageNotFound();
  // The one rule: the error page with the API's status and code (a 404: the not-found page).
  throw data({ status: answer.status, message: answer.code }, { status: answer.status });
}
