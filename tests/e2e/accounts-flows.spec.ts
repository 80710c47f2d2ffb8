import { expect, type Page, test } from "@playwright/test";
import {
  ACCOUNT_TEXTS,
  type AccountTexts,
  field,
  resetLinkFromOutbox,
  uniqueEmail,
} from "./accounts-texts.ts";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { type LocaleCase, localeCase, localePath, pageTitle } from "./locales.ts";

// A newcomer's whole account life in each language: sign up, sign out, a
// refused duplicate sign-up, a wrong then a right password from a protected page, a password reset
// through the e-mail in the outbox, and the removal of the account.

const OLD_PASSWORD = "first-Password-1";
const NEW_PASSWORD = "second-Password-2";

function main(page: Page) {
  return page.getByRole("main");
}

function heading(page: Page) {
  return page.getByRole("heading", { level: 1 });
}

/** The header's account menu of a signed-in reader (a <details> under their initial). */
function accountMenu(page: Page, t: AccountTexts) {
  return page.getByRole("banner").locator("details.account-menu").filter({ hasText: t.menu.open });
}

async function signOut(page: Page, c: LocaleCase, t: AccountTexts) {
  await accountMenu(page, t).locator("summary").click();
  await accountMenu(page, t).getByRole("button", { name: t.menu.signOut }).click();
  await expect(page).toHaveURL((url) => url.pathname === localePath(c, "/accounts/user/signedout"));
  await expect(heading(page)).toHaveText(t.signedOut.heading);
  await expect(page.getByRole("banner").getByRole("link", { name: t.menu.signIn })).toBeVisible();
}

async function signIn(page: Page, t: AccountTexts, email: string, password: string) {
  await field(page, t.email).fill(email);
  await field(page, t.password).fill(password);
  await main(page).getByRole("button", { name: t.signIn.submit }).click();
}

// Walked in one language (locales.ts, “Flows in one language”).
for (const [index, c] of [localeCase("pt")].entries()) {
  const t = ACCOUNT_TEXTS[c.locale];

  test.describe(`${c.locale}: an account's life`, () => {
    // The attempt limits count failures per address; each locale's reader comes from their own.
    test.use({ extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${10 + index}` } });

    test(`sign-up, sign-out, sign-in, reset by e-mail and removal in ${c.locale}`, async ({ page }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail(c.locale);

      // Sign up in two steps; the account is signed in and goes home.
      await page.goto(localePath(c, "/accounts/user/signup-email"));
      await waitForHydration(page);
      await field(page, t.email).fill(email);
      await main(page).getByRole("button", { name: t.signUp.next }).click();
      await expect(heading(page)).toHaveText(t.signUp.passwordHeading);
      await field(page, t.password).fill(OLD_PASSWORD);
      await field(page, t.confirmation).fill(OLD_PASSWORD);
      await main(page).getByRole("button", { name: t.signUp.submit }).click();
      await expect(page).toHaveURL((url) => url.pathname === c.home);
      await expect(accountMenu(page, t)).toBeVisible();
      // The home says the account is ready, once (it said nothing).
      await expect(page.locator('[data-notice="signed-up"]')).toContainText(t.signUp.welcome);

      // A guest-only page sends a signed-in reader to their saved stories.
      await page.goto(localePath(c, "/accounts/user"));
      await expect(page).toHaveURL((url) => url.pathname === localePath(c, "/accounts/user/signedin/saved"));
      await expect(page).toHaveTitle(pageTitle(t.saved.title));
      await expect(main(page).getByText(t.saved.empty)).toBeVisible();
      await waitForHydration(page);
      await expectNoA11yViolations(page);

      await signOut(page, c, t);

      // The same e-mail cannot sign up twice (with its own password it is the same reader retrying,
      // who is signed in instead: issue "Hold under hostile input and faults").
      await page.goto(localePath(c, "/accounts/user/signup-email"));
      await waitForHydration(page);
      await field(page, t.email).fill(email);
      await main(page).getByRole("button", { name: t.signUp.next }).click();
      await field(page, t.password).fill(NEW_PASSWORD);
      await field(page, t.confirmation).fill(NEW_PASSWORD);
      await main(page).getByRole("button", { name: t.signUp.submit }).click();
      await expect(main(page).getByRole("alert")).toHaveText(t.errors.accountCreated);

      // A protected page remembers itself through a wrong password and a right one.
      await page.goto(localePath(c, "/accounts/user/signedin/profile"));
      await expect(page).toHaveURL((url) => url.pathname === localePath(c, "/accounts/user"));
      await waitForHydration(page);
      await signIn(page, t, email, "not-the-password");
      await expect(main(page).getByRole("alert")).toHaveText(t.errors.credentials);
      await expect(field(page, t.email)).toHaveValue(email);
      await signIn(page, t, email, OLD_PASSWORD);
      await expect(page).toHaveURL(
        (url) => url.pathname === localePath(c, "/accounts/user/signedin/profile"),
      );
      await expect(heading(page)).toHaveText(t.profile.heading);
      await expect(main(page)).toContainText(email);
      await waitForHydration(page);
      await expectNoA11yViolations(page);
      await signOut(page, c, t);

      // A forgotten password: the e-mail in the outbox leads to a new one.
      await page.goto(localePath(c, "/accounts/user/forgotpassword"));
      await waitForHydration(page);
      await field(page, t.email).fill(email);
      await main(page).getByRole("button", { name: t.forgot.submit }).click();
      await expect(main(page).getByRole("status")).toHaveText(t.forgot.sent);
      const link = await resetLinkFromOutbox(email);
      expect(link.pathname).toBe(localePath(c, "/accounts/user/reset_password"));
      await page.goto(`${link.pathname}${link.search}`);
      await expect(heading(page)).toHaveText(t.reset.heading);
      await expect(page).toHaveTitle(pageTitle(t.reset.title));
      await waitForHydration(page);
      await expectNoA11yViolations(page);
      await field(page, t.newPassword).fill(NEW_PASSWORD);
      await field(page, t.confirmation).fill(NEW_PASSWORD);
      await main(page).getByRole("button", { name: t.reset.submit }).click();
      await expect(main(page).getByRole("status")).toHaveText(t.reset.done);
      await expect(accountMenu(page, t)).toBeVisible();
      // The link works once.
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page).toHaveURL(
        (url) => url.pathname === "/invalid_token" || url.pathname.endsWith("/invalid_token"),
      );
      await signOut(page, c, t);

      // The new password signs in; the old one no longer does.
      await page.goto(localePath(c, "/accounts/user"));
      await waitForHydration(page);
      await signIn(page, t, email, NEW_PASSWORD);
      await expect(page).toHaveURL((url) => url.pathname === c.home);
      await expect(accountMenu(page, t)).toBeVisible();

      // Removal needs the confirmation, then deletes the account; the message follows.
      await page.goto(localePath(c, "/accounts/user/signedin/profile"));
      await waitForHydration(page);
      const removal = main(page).getByRole("button", { name: t.profile.deleteSubmit });
      await removal.click();
      await expect(main(page).getByText(t.errors.confirmRequired)).toBeVisible();
      await main(page).getByLabel(t.profile.deleteConfirm).check();
      await removal.click();
      await expect(page).toHaveURL((url) => url.pathname === localePath(c, "/accounts/user/signedout"));
      await expect(main(page).getByRole("status")).toHaveText(t.signedOut.removed);
      await expect(page.getByRole("banner").getByRole("link", { name: t.menu.signIn })).toBeVisible();

      await page.goto(localePath(c, "/accounts/user"));
      await waitForHydration(page);
      await signIn(page, t, email, NEW_PASSWORD);
      await expect(main(page).getByRole("alert")).toHaveText(t.errors.credentials);
    });
  });
}
