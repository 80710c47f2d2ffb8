import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./accounts-texts.ts";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { LOCALE_CASES, localePath } from "./locales.ts";

// Axe once per page type and language for the page types whose flows are walked in one language
// (locales.ts, “Flows in one language”): a campaign's landing page with its form, a TV video,
// the read-later list, the password-reset form, and a signed-in reader's saved stories and
// profile. The other page types are checked in every language by their own specs.

const PASSWORD = "page-Types-Password-1";

for (const [index, c] of LOCALE_CASES.entries()) {
  test(`${c.locale}: the page types of the one-language flows have no accessibility violations`, async ({
    page,
  }) => {
    const language = c.locale;
    const videos = await page.request.get(
      `/api/v3/site/content/tim-tv?site_id=763&page=1&per=1&language=${language}`,
    );
    expect(videos.ok()).toBe(true);
    const [{ item: video }] = ((await videos.json()) as { items: { item: { id: number } }[] }).items;
    const guestPages = [
      "/aspis",
      `/tv/videos/${video.id}`,
      "/readlater",
      "/accounts/user/reset_password?reset_password_token=sample",
    ];
    for (const path of guestPages) {
      const response = await page.goto(localePath(c, path));
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
      await expectNoA11yViolations(page);
    }

    // A reader who signed up with the two forms (posted as the page posts them; the browser's
    // sign-up itself is accounts-flows.spec.ts'), signed in in this browser.
    const form = (path: string, fields: Record<string, string>) =>
      page.request.post(localePath(c, path), {
        form: fields,
        // What the browser says of its own form posts (a post without it is refused as cross-site).
        headers: { "sec-fetch-site": "same-origin", "x-forwarded-for": `198.51.100.${90 + index}` },
      });
    expect(
      (await form("/accounts/user/signup-email", { email: uniqueEmail(`types-${language}`) })).ok(),
    ).toBe(true);
    const signedUp = await form("/accounts/user/signup-password", {
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(signedUp.ok()).toBe(true);
    for (const path of ["/accounts/user/signedin/saved", "/accounts/user/signedin/profile"]) {
      const response = await page.goto(localePath(c, path));
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveURL((url) => url.pathname === localePath(c, path));
      await waitForHydration(page);
      await expectNoA11yViolations(page);
    }
  });
}
