import { expect, test } from "@playwright/test";
import { ACCOUNT_TEXTS, type AccountTexts, field, uniqueEmail } from "./accounts-texts.ts";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { expectFitsEveryWidth, MOBILE } from "./layout.ts";
import { LOCALE_CASES, localePath, pageTitle } from "./locales.ts";

// The account pages a visitor sees, in three languages on a phone and a desktop, and
// their guards and field checks; the flows through the accounts API are in accounts-flows.spec.ts.

type GuestPage = { path: string; title: (t: AccountTexts) => string; heading: (t: AccountTexts) => string };

const GUEST_PAGES: GuestPage[] = [
  { path: "/accounts/user", title: (t) => t.signIn.title, heading: (t) => t.signIn.heading },
  { path: "/accounts/user/signup-email", title: (t) => t.signUp.title, heading: (t) => t.signUp.heading },
  { path: "/accounts/user/forgotpassword", title: (t) => t.forgot.title, heading: (t) => t.forgot.heading },
  { path: "/accounts/user/signedout", title: (t) => t.signedOut.title, heading: (t) => t.signedOut.heading },
];

// One load per page and locale, laid out at both widths, with axe once (at the phone's width).
test.describe("account pages", () => {
  test.use({ viewport: { width: MOBILE.width, height: MOBILE.height } });
  for (const c of LOCALE_CASES) {
    const t = ACCOUNT_TEXTS[c.locale];
    for (const guestPage of GUEST_PAGES) {
      const path = localePath(c, guestPage.path);
      test(`${c.locale}: ${path}`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", c.locale);
        await expect(page).toHaveTitle(pageTitle(guestPage.title(t)));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(guestPage.heading(t));
        // The header offers sign-in to a visitor.
        await expect(page.getByRole("banner").getByRole("link", { name: t.menu.signIn })).toBeVisible();
        await waitForHydration(page);
        await expectFitsEveryWidth(page);
        await expectNoA11yViolations(page);
      });
    }
  }
});

// The forms' checks, each walked in one language (locales.ts, “Flows in one language”): the fields
// and their errors are the same component in every language, whose texts the catalogues' tests check.
{
  const c = LOCALE_CASES[0];
  const t = ACCOUNT_TEXTS[c.locale];

  test(`${c.locale}: the sign-in form names its fields for password managers and allows paste`, async ({
    page,
  }) => {
    await page.goto(localePath(c, "/accounts/user"));
    await waitForHydration(page);
    await expect(field(page, t.email)).toHaveAttribute("autocomplete", "username");
    await expect(field(page, t.email)).toHaveAttribute("type", "email");
    await expect(field(page, t.password)).toHaveAttribute("autocomplete", "current-password");
    // WCAG 2.2 accessible authentication: pasting a password works.
    await field(page, t.password).focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData("text/plain", "pasted-secret");
      document.activeElement?.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await field(page, t.password).fill("pasted-secret");
    await expect(field(page, t.password)).toHaveValue("pasted-secret");
  });
}

{
  const c = LOCALE_CASES[1];
  const t = ACCOUNT_TEXTS[c.locale];

  test(`${c.locale}: empty sign-in shows each error next to its field and focuses the first`, async ({
    page,
  }) => {
    await page.goto(localePath(c, "/accounts/user"));
    await waitForHydration(page);
    await page.getByRole("main").getByRole("button", { name: t.signIn.submit }).click();
    await expect(field(page, t.email)).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, t.email)).toHaveAccessibleDescription(t.errors.required);
    await expect(field(page, t.password)).toHaveAccessibleDescription(t.errors.required);
    await expect(field(page, t.email)).toBeFocused();
    await expectNoA11yViolations(page);
  });
}

{
  const c = LOCALE_CASES[2];
  const t = ACCOUNT_TEXTS[c.locale];

  test(`${c.locale}: sign-up checks the e-mail, then the password and its confirmation`, async ({ page }) => {
    await page.goto(localePath(c, "/accounts/user/signup-email"));
    await waitForHydration(page);
    await field(page, t.email).fill("not-an-email");
    await page.getByRole("main").getByRole("button", { name: t.signUp.next }).click();
    await expect(field(page, t.email)).toHaveAccessibleDescription(t.errors.invalidEmail);

    const email = uniqueEmail(`check-${c.locale}`);
    await field(page, t.email).fill(email);
    await page.getByRole("main").getByRole("button", { name: t.signUp.next }).click();
    await expect(page).toHaveURL((url) => url.pathname === localePath(c, "/accounts/user/signup-password"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.signUp.passwordHeading);
    await expect(page.getByRole("main")).toContainText(email);

    await field(page, t.password).fill("short");
    await field(page, t.confirmation).fill("short");
    await page.getByRole("main").getByRole("button", { name: t.signUp.submit }).click();
    await expect(field(page, t.password)).toHaveAccessibleDescription(new RegExp(t.errors.tooShort));

    await field(page, t.password).fill("long-enough-1");
    await field(page, t.confirmation).fill("long-enough-2");
    await page.getByRole("main").getByRole("button", { name: t.signUp.submit }).click();
    await expect(field(page, t.confirmation)).toHaveAccessibleDescription(t.errors.mismatch);
    await expectNoA11yViolations(page);
  });
}

test("passwords typed before the page's scripts have run are still there once they have", async ({
  page,
}) => {
  const c = LOCALE_CASES[1];
  const t = ACCOUNT_TEXTS[c.locale];
  await page.goto(localePath(c, "/accounts/user/signup-email"));
  await waitForHydration(page);
  await field(page, t.email).fill(uniqueEmail(`early-${c.locale}`));
  await page.getByRole("main").getByRole("button", { name: t.signUp.next }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.signUp.passwordHeading);

  // The password step again as a document whose scripts wait until the reader has typed (docs/decisions/0088-account-texts-social-return-and-forced-sign-out.md:
  // passwords typed as the page arrived were emptied while it loaded).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: "commit" });
  await field(page, t.password).fill("typed-early-1");
  await field(page, t.confirmation).fill("typed-early-1");
  release();
  await waitForHydration(page);
  await expect(field(page, t.password)).toHaveValue("typed-early-1");
  await expect(field(page, t.confirmation)).toHaveValue("typed-early-1");
  await page.unroute(/\/assets\/[^/]+\.js$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the forms still answer, with errors next to the fields", async ({ page }) => {
    const t = ACCOUNT_TEXTS.pt;
    await page.goto("/pt/accounts/user/forgotpassword");
    await field(page, t.email).fill("nope");
    await page.getByRole("main").getByRole("button", { name: t.forgot.submit }).click();
    await expect(field(page, t.email)).toHaveAccessibleDescription(t.errors.invalidEmail);
    await expect(field(page, t.email)).toHaveValue("nope");
  });
});

test.describe("guards", () => {
  for (const path of [
    "/accounts/user/signedin",
    "/accounts/user/signedin/profile",
    "/accounts/user/signedin/saved",
  ]) {
    test(`a visitor on ${path} goes to the login page, which remembers it`, async ({ page }) => {
      await page.goto(`/es${path}`);
      await expect(page).toHaveURL(
        (url) => url.pathname === "/es/accounts/user" && url.searchParams.get("redirect") === path,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ACCOUNT_TEXTS.es.signIn.heading);
    });
  }

  test("the password step without a stored e-mail goes back to the first step", async ({ page }) => {
    await page.goto("/accounts/user/signup-password");
    await expect(page).toHaveURL((url) => url.pathname === "/accounts/user/signup-email");
  });

  test("a reset page without a token goes to /invalid_token", async ({ page }) => {
    for (const path of [
      "/accounts/user/reset_password",
      "/reset_password",
      "/reset_password?token=%3Cscript%3E",
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === "/invalid_token");
    }
  });

  test("a cross-site form post is refused", async ({ request }) => {
    const response = await request.post("/accounts/user", {
      form: { email: "ana@example.com", password: "whatever-123" },
      headers: { "sec-fetch-site": "cross-site" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });
});
