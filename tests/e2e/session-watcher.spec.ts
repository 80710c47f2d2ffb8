import { expect, type Page, test } from "@playwright/test";
import { ACCOUNT_TEXTS, field, uniqueEmail } from "./accounts-texts.ts";
import { waitForHydration } from "./axe.ts";
import { localeCase, localePath } from "./locales.ts";
import { storyWithTeam } from "./stories-api.ts";

// The spec's logged-in watcher (docs/behaviour/accounts.md#forced-sign-out "Generic Error on several follow, event and standings fetches →
// Forced sign-out"): a reader signed in through the web form whose session is revoked on the
// server while their page is open; the page's next API call is refused (401) and the browser goes
// to the signed-out page of their language, which says the session ended.

const PASSWORD = "watcher-Password-1";

test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.77" } });

/** The browser's session cookies, as the server set them at the sign-in. */
async function sessionCookies(page: Page) {
  const cookies = await page.context().cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? "";
  return { session: value("icaro_session"), xsrf: value("XSRF-TOKEN") };
}

test("a reader whose session was revoked is sent to the signed-out page of their language", async ({
  page,
  request,
}) => {
  const c = localeCase("es");
  const t = ACCOUNT_TEXTS.es;
  const email = uniqueEmail("watcher");
  const created = await request.post("/api/v3/auth", { data: { email, password: PASSWORD } });
  expect(created.status()).toBe(200);

  // Sign in through the web form.
  await page.goto(localePath(c, "/accounts/user"));
  await waitForHydration(page);
  await field(page, t.email).fill(email);
  await field(page, t.password).fill(PASSWORD);
  await page.getByRole("main").getByRole("button", { name: t.signIn.submit }).click();
  await expect(page).toHaveURL((url) => url.pathname === c.home);

  // A story with a team's follow star, read while the session is valid.
  const { story, name } = await storyWithTeam(request, "es");
  const storyPath = `/noproxy/news_stories/web/${story.id}`;
  await page.goto(localePath(c, storyPath));
  await waitForHydration(page);
  const star = page.locator(".article__tags").getByRole("button", { name: `Seguir a ${name}`, exact: true });
  await expect(star).toHaveAttribute("data-ready", "true");

  // The session ends on the server (signed out from elsewhere); the browser still holds its cookies.
  const { session, xsrf } = await sessionCookies(page);
  expect(session).not.toBe("");
  const cookie = `icaro_session=${session}; XSRF-TOKEN=${xsrf}`;
  const revoked = await request.post("/api/auth/logout", { headers: { cookie, "x-xsrf-token": xsrf } });
  expect(revoked.status()).toBe(200);
  expect((await request.get("/api/auth/user", { headers: { cookie } })).status()).toBe(401);

  // The page's next call with the session is refused: the watcher signs the reader out. That call
  // is the star's, unless one of the page's own calls goes out first (a loaded run saw it): either
  // way the page leaves, and the press is not waited for once it has.
  const signedOut = (url: URL) =>
    url.pathname === localePath(c, "/accounts/user/signedout") &&
    url.searchParams.get("ended") === "1" &&
    url.searchParams.get("redirect") === storyPath;
  await Promise.race([page.waitForURL(signedOut), star.click()]);
  await expect(page).toHaveURL(signedOut);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.signedOut.heading);
  await expect(page.getByRole("main").getByText(t.signedOut.ended)).toBeVisible();
  // Signing in again comes back to the story.
  await expect(page.getByRole("main").getByRole("link", { name: "Volver a iniciar sesión" })).toHaveAttribute(
    "href",
    `${localePath(c, "/accounts/user")}?redirect=${encodeURIComponent(storyPath)}`,
  );
  // The dead session's cookies are gone.
  expect((await sessionCookies(page)).session).toBe("");
});
