import { contentVersion } from "#server/cache/content-version.ts";
import { ttlCache } from "#server/cache/ttl-cache.ts";

/**
 * API GETs whose answer is the same for every reader (the API reads no cookie, PSID or user for
 * them and already shares them between readers in its own caches, docs/decisions/0014), matched on
 * the path after the API prefix. Anything else, personal or not, goes to the API every time.
 */
const SHARED_V3 = [
  /^site\/config\?/,
  /^site\/sections$/,
  /^site\/content\/hero\?/,
  /^feed\?/,
  /^media\/[a-z_]+\/\d+(&|\?|$)/,
  /^[^/?]+\/[a-z_]+\/\d+\/related\?/,
  // The TV page, gallery, up-next, calendar and channels (server/tv): no cookie read, any reader.
  /^site\/content\/tim-tv(\/(up-next|events|channels(\/[a-z0-9-]+)?))?(\?|$)/,
];
const SHARED_V4 = [/^\/api\/v4\/related\/[a-z_]+\/\d+\?/];

/**
 * How long a page render reuses an answer. Short on purpose: the API keeps its own caches (5 to
 * 30 s), so this adds at most a second of staleness, yet under load one call a second replaces
 * hundreds. A content change (new content version) is never served from before it.
 */
export const SHARED_ANSWER_MS = 1_000;
/** Article answers are keyed by id: bounded, so a crawler cannot grow it without end. */
const MAX_ENTRIES = 500;

type Answer = { status: number; headers: [string, string][]; text: string; value: unknown };

/**
 * What a loader receives for a shared answer: the API's status and headers, with `json()` (what
 * loaders read) giving the parsed value, deeply frozen because every render shares it. There is no
 * body stream: nothing is encoded or parsed again per render.
 */
class SharedAnswerResponse extends Response {
  readonly #answer: Answer;

  constructor(answer: Answer) {
    super(null, { status: answer.status, headers: answer.headers });
    this.#answer = answer;
  }

  override json(): Promise<unknown> {
    return Promise.resolve(this.#answer.value);
  }

  override text(): Promise<string> {
    return Promise.resolve(this.#answer.text);
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** Whether the answer may be shown to any reader: a plain JSON 200 that sets nothing. */
function isShareable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.getSetCookie().length === 0 &&
    (response.headers.get("content-type") ?? "").startsWith("application/json")
  );
}

/**
 * Wraps the in-process API call of the loaders (docs/decisions/0003) with a one-second memory of
 * the answers that are the same for every reader, keyed by the full path and the content version
 * (docs/decisions/0036-shared-api-answers.md). Requests with a method, body or headers of their
 * own always reach the API.
 */
export function sharedApiAnswers(options: { apiPrefix: string; ttlMs?: number; now?: () => number }) {
  const ttlMs = options.ttlMs ?? SHARED_ANSWER_MS;
  // get and set, not getOrLoad: an answer that turns out personal is handed to its one caller
  // as it came, so concurrent renders cannot share a load.
  const entries = ttlCache<string, Answer>({ ttlMs, maxEntries: MAX_ENTRIES, now: options.now });

  const isShared = (path: string): boolean => {
    if (path.startsWith(options.apiPrefix)) {
      const rest = path.slice(options.apiPrefix.length);
      return SHARED_V3.some((pattern) => pattern.test(rest));
    }
    return SHARED_V4.some((pattern) => pattern.test(path));
  };

  return async (
    path: string,
    init: RequestInit | undefined,
    call: () => Promise<Response>,
  ): Promise<Response> => {
    if (ttlMs <= 0 || init !== undefined || !isShared(path)) return call();
    const key = `${contentVersion()} ${path}`;
    const kept = entries.get(key);
    if (kept) return new SharedAnswerResponse(kept);
    const response = await call();
    if (!isShareable(response)) return response;
    const text = await response.text();
    const answer: Answer = {
      status: response.status,
      headers: [...response.headers],
      text,
      value: deepFreeze(JSON.parse(text)),
    };
    entries.set(key, answer);
    return new SharedAnswerResponse(answer);
  };
}
