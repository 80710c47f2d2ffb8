/*
 * Icaro's service worker, at /sw.js with scope / (decision 0066). Web Push alerts: `push` shows the
 * alert the server sent (JSON {title, body, url, tag}, encrypted by the push service's rules and
 * decrypted by the browser), `notificationclick` focuses a tab already at its page or opens one.
 * Served with Cache-Control: no-cache so an update reaches browsers at their next visit. Issue 22
 * adds offline caching to this same file.
 */

/** The alert as the server sends it; a message that is not such JSON still shows something. */
function alertOf(data) {
  let alert = {};
  try {
    alert = data ? data.json() : {};
  } catch {
    alert = { body: data ? data.text() : "" };
  }
  const url =
    typeof alert.url === "string" && alert.url.startsWith("/") && !alert.url.startsWith("//")
      ? alert.url
      : "/";
  return {
    title: typeof alert.title === "string" && alert.title ? alert.title : self.location.hostname,
    body: typeof alert.body === "string" ? alert.body : "",
    tag: typeof alert.tag === "string" ? alert.tag : undefined,
    url,
  };
}

self.addEventListener("install", () => {
  // Alerts work from the first visit: no waiting for every tab of an older worker to close.
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("push", (event) => {
  const alert = alertOf(event.data);
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      // A new goal in the same match replaces the last alert, and still rings.
      renotify: Boolean(alert.tag),
      icon: "/brand/logo-small.svg",
      badge: "/brand/soccer-ball.svg",
      data: { url: alert.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/", self.location.origin);
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const same = open.find((client) => new URL(client.url).pathname === target.pathname);
      if (same) return same.focus();
      return self.clients.openWindow(target.href);
    })(),
  );
});
