import { type APIRequestContext, expect, test } from "@playwright/test";
import { matchAlerts } from "../../core/push/push-alerts.ts";
import { matchPayload } from "../../server/push/push-payload.ts";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { laterGames, update } from "./sports-api.ts";

/*
 * Web Push in Chromium (decision 0066). Offline, Chromium's own push service (FCM) cannot be
 * reached, so a real subscription cannot be made here: the alert the server makes for a goal
 * (sent through the real update path, its payload built by the server's code from the event the
 * update answers) is handed to the service worker through CDP's ServiceWorker.deliverPushMessage,
 * the way a push service would, with the notification permission granted through CDP. The server
 * side of the chain — subscription, encryption, sending to a push service, decryption — is
 * server/push/web-push.int.test.ts.
 */

// The other specs block service workers (playwright.config.ts); this one is about one.
test.use({ serviceWorkers: "allow" });

/** The first of the later games (sports-scores.spec.ts takes the last). */
async function laterGame(request: APIRequestContext) {
  return (await laterGames(request))[0];
}

test("the service worker is served fresh, as JavaScript, under the page's CSP", async ({ request }) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("no-cache");
  const page = await request.get("/");
  expect(page.headers()["content-security-policy"]).toContain("worker-src 'self'");
  const key = await request.get("/api/v3/push/vapid_public_key");
  expect(((await key.json()) as { public_key: string }).public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
});

for (const { prefix, locale, title } of [
  // Walked in one language (locales.ts, “Flows in one language”).
  { prefix: "/pt", locale: "pt", title: "Gol! " },
] as const) {
  test(`${locale}: a goal alert pushed to the service worker is shown`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    await context.grantPermissions(["notifications"], { origin });
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
      registrations.push(...updated);
    });
    await cdp.send("ServiceWorker.enable");

    await page.goto(`${prefix}/`);
    await waitForHydration(page);
    expect(await page.evaluate(() => Notification.permission)).toBe("granted");
    // What enablePushAlerts does first (app/notifications/push-alerts.ts), without the subscription
    // Chromium cannot make offline.
    await page.evaluate(async () => {
      await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      await navigator.serviceWorker.ready;
    });
    await expect
      .poll(() => registrations.find((entry) => entry.scopeURL === `${origin}/` && !entry.isDeleted))
      .toBeTruthy();
    const registration = registrations.find((entry) => entry.scopeURL === `${origin}/` && !entry.isDeleted);

    // A goal through the providers' update path; the alert made as the server makes it.
    const game = await laterGame(request);
    const kickedOff = await update(request, game.id, { status: "playing", period: "1'", home: 0, away: 0 });
    const scored = await update(request, game.id, {
      period: "2'",
      home: 1,
      goals: [{ side: "home", minute: 2, offset: null, scorer: "E2E", penalty: false, own_goal: false }],
    });
    const [goal] = matchAlerts(
      { status: kickedOff.status.status, period: kickedOff.status.period, goals: kickedOff.goals },
      { status: scored.status.status, period: scored.status.period, goals: scored.goals },
      new Date(),
    );
    expect(goal.kind).toBe("goal");
    const payload = matchPayload(locale, goal, scored, prefix);
    expect(payload.title).toBe(`${title}${scored.home.name} 1–0 ${scored.away.name}`);

    // The push is handed over once the worker has finished activating: in a CI run it was handed
    // over 120 ms after the first worker installed, likely still activating, and no alert came.
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      if (!worker || worker.state === "activated") return;
      await new Promise<void>((resolve) => {
        worker.addEventListener("statechange", () => {
          if (worker.state === "activated") resolve();
        });
      });
    });
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin,
      registrationId: registration?.registrationId ?? "",
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const ready = await navigator.serviceWorker.ready;
          return (await ready.getNotifications()).map((shown) => ({
            title: shown.title,
            body: shown.body,
            tag: shown.tag,
            url: (shown.data as { url: string }).url,
          }));
        }),
      )
      .toEqual([{ title: payload.title, body: payload.body, tag: `event-${game.id}`, url: payload.url }]);

    // The page stays accessible with the worker in place.
    await expectNoA11yViolations(page);
    await update(request, game.id, { status: "upcoming", period: null, home: null, away: null, goals: [] });
  });
}
