import type { I18n } from "#core/i18n/translations.ts";
import { httpFailureKey } from "#core/page-load/http-client-errors.ts";

/**
 * What a reader's failed action says when its request got no answer (docs/behaviour/platform.md#request-behaviour "HTTP client":
 * "Network Error", "Request aborted", a time-out message), in the reader's language; null when
 * the failure is another (a refusal, a bug), which the action's own failure text tells. The texts
 * are in the notices' domain (personal), which no first load carries: loaded now.
 */
export async function clientFailureText(
  i18n: Pick<I18n, "t" | "pending">,
  error: unknown,
): Promise<string | null> {
  const key = httpFailureKey(error);
  if (!key) return null;
  await i18n.pending("personal");
  return i18n.t(key);
}
