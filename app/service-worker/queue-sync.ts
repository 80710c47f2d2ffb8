import { createBrowserApi } from "#app/api/browser-api.ts";
import { type ReplayReport, replayQueue } from "#app/offline/offline-queue.ts";
import { type QueueStore, queueStore } from "#app/offline/queue-store.ts";
import { cookieValue, XSRF_COOKIE } from "#core/storage/cookies.ts";

/** The Cookie Store API's part the worker reads (Chromium); undefined elsewhere. */
export type CookieJar = { getAll(): Promise<{ name: string; value: string }[]> };

/**
 * Background Sync (decision 0085): the browser wakes the worker once the connection is back, page
 * open or not, and the worker sends the changes made offline, with the cookies of the browser's
 * session and the XSRF token read from the Cookie Store, as the page would. It sends only as the
 * reader who queued them: when the session the requests would carry is not theirs (signed in since
 * as a guest's changes were queued, or signed out), it leaves the queue to the next page, which
 * drops what is not its reader's. Changes left (the connection still shaky, the server failing)
 * make the sync fail, so the browser tries again later.
 */
export async function sendQueueFromWorker(
  cookies: CookieJar | undefined,
  options: { store?: QueueStore; fetch?: typeof fetch } = {},
): Promise<ReplayReport | null> {
  if (!cookies) return null;
  const store = options.store ?? (await queueStore());
  const context = await store.readContext();
  if (!context || (await store.read()).length === 0) return null;
  const jar = (await cookies.getAll()).map(({ name, value }) => `${name}=${value}`).join("; ");
  if (Boolean(cookieValue(jar, XSRF_COOKIE)) !== (context.reader !== null)) return null;
  const report = await replayQueue({
    store,
    reader: context.reader,
    apiPrefix: context.apiPrefix,
    api: createBrowserApi({ cookies: () => jar, fetch: options.fetch }),
    online: () => true,
    requestSync: async () => {},
  });
  if (report.left > 0) throw new Error(`offline queue: ${report.left} changes left for a later sync`);
  return report;
}
