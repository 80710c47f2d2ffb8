import type { BrowserApi } from "#app/api/browser-api.ts";
import type { AlertSettings, FollowJson } from "#core/favorites/follows.ts";
import { ACTION_TIMEOUT_MS, httpFailureOf } from "#core/page-load/http-client-errors.ts";

/**
 * Saves a follow's alerts (docs/behaviour/favorites.md#follow-alerts: subscribe sets push_on 1, unsubscribe 0; per kind of alert):
 * `PUT follows {id, context, push_on, alerts}`. The answer is the follow as saved, or null on a
 * failure (a 401 signs the reader out through the API client); a request that got no answer
 * rejects with its HttpClientError, whose text the switch shows (docs/behaviour/favorites.md#follow-notices).
 */
export async function saveAlerts(
  api: BrowserApi,
  apiPrefix: string,
  follow: Pick<FollowJson, "id" | "context">,
  pushOn: boolean,
  alerts: AlertSettings,
  /** The push subscription's endpoint, when alerts were just turned on in this browser. */
  deviceToken?: string,
): Promise<FollowJson | null> {
  try {
    const response = await api(`${apiPrefix}follows`, {
      method: "PUT",
      body: JSON.stringify({
        id: follow.id,
        context: follow.context,
        push_on: pushOn ? 1 : 0,
        alerts,
        ...(deviceToken ? { device_token: deviceToken } : {}),
      }),
      timeoutMs: ACTION_TIMEOUT_MS,
    });
    return response.ok ? ((await response.json()) as FollowJson) : null;
  } catch (error) {
    if (httpFailureOf(error)) throw error;
    return null;
  }
}
