import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { MOBILE, sidewaysOverflow } from "./layout.ts";

// The data-rewards campaign (docs/decisions/0075-rewards-campaigns-and-claims.md) over the demo edition's `up_december` (3 stories, 50 MB):
// a reader arrives at a story from the campaign link, reads three more stories (each counted by
// the server through the read beacon), claims once, and is refused the second time; the rewards
// form on a landing page. One browser context per locale, a fresh click token each.

/** Literal texts, so a wrong translation fails. */
const LOCALES = [
  {
    locale: "en",
    prefix: "",
    badge: (percent: number) => `Data reward: ${percent}% done. Open`,
    claim: "Claim 50 MB",
    success: "Done! Your 50 MB of mobile data are on their way.",
    alreadyClaimed: "This reward has already been claimed.",
    readThree: (done: number) => `Read 3 stories: ${done} of 3`,
    name: "Name",
    email: "E-mail",
    register: "Register",
    required: "This field is required.",
    invalidEmail: "Enter a valid e-mail address.",
    registered: "You are registered. Thank you!",
    duplicate: "This email has already been registered.",
  },
  {
    locale: "es",
    prefix: "/es",
    badge: (percent: number) => `Premio de datos: ${percent} % completado. Abrir`,
    claim: "Reclamar 50 MB",
    success: "¡Listo! Tus 50 MB de datos móviles están en camino.",
    alreadyClaimed: "Este premio ya fue reclamado.",
    readThree: (done: number) => `Lee 3 noticias: ${done} de 3`,
    name: "Nombre",
    email: "Correo electrónico",
    register: "Registrarme",
    required: "Este campo es obligatorio.",
    invalidEmail: "Escribe un correo electrónico válido.",
    registered: "Ya estás registrado. ¡Gracias!",
    duplicate: "Este correo electrónico ya fue registrado.",
  },
  {
    locale: "pt",
    prefix: "/pt",
    badge: (percent: number) => `Prêmio de dados: ${percent}% concluído. Abrir`,
    claim: "Resgatar 50 MB",
    success: "Pronto! Seus 50 MB de internet móvel estão a caminho.",
    alreadyClaimed: "Este prêmio já foi resgatado.",
    readThree: (done: number) => `Leia 3 notícias: ${done} de 3`,
    name: "Nome",
    email: "E-mail",
    register: "Cadastrar",
    required: "Este campo é obrigatório.",
    invalidEmail: "Digite um e-mail válido.",
    registered: "Você está cadastrado. Obrigado!",
    duplicate: "Este e-mail já foi cadastrado.",
  },
] as const;

async function stories(request: APIRequestContext, language: string): Promise<number[]> {
  const response = await request.get(`/api/v3/feed?per=20&context=news_stories&language=${language}`);
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as { id: number }[];
  const ids = [...new Set(list.map((story) => story.id))];
  expect(ids.length).toBeGreaterThanOrEqual(5);
  return ids;
}

const unique = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

async function openStory(page: Page, prefix: string, id: number, search = "") {
  const response = await page.goto(`${prefix}/noproxy/news_stories/web/${id}${search}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/** The floating rewards icon's button, named by its percent. */
const badge = (page: Page) => page.getByTestId("rewards-badge");

// Walked in one language (locales.ts, “Flows in one language”).
for (const c of LOCALES.filter((entry) => entry.locale === "en")) {
  test(`a campaign link in ${c.locale}: meter at 0, three stories read, claimed once, refused the second time`, async ({
    browser,
    request,
  }) => {
    const [arrival, first, second, third] = await stories(request, c.locale);
    const context = await browser.newContext();
    const page = await context.newPage();
    const token = unique();

    await openStory(page, c.prefix, arrival, `?clickid=${token}&utm_campaign=up_december`);
    await expect(badge(page)).toHaveAccessibleName(c.badge(0));
    await badge(page).click();
    await expect(badge(page)).toHaveAttribute("aria-expanded", "true");
    const meter = page
      .getByRole("progressbar", { name: /./ })
      .filter({ has: page.locator(".rewards-bar__fill") });
    await expect(meter).toHaveAttribute("aria-valuenow", "0");
    await expect(page.getByText(c.readThree(0))).toBeVisible();
    await expect(page.getByRole("button", { name: c.claim })).toBeDisabled();
    await expectNoA11yViolations(page);
    // Escape closes the panel and gives the focus back to the icon.
    await page.keyboard.press("Escape");
    await expect(badge(page)).toHaveAttribute("aria-expanded", "false");
    await expect(badge(page)).toBeFocused();

    // Each story read is counted by the server (the read beacon), and the meter follows it.
    for (const [index, id] of [first, second, third].entries()) {
      await openStory(page, c.prefix, id);
      const percent = [33, 66, 100][index];
      await expect(badge(page)).toHaveAccessibleName(c.badge(percent), { timeout: 15_000 });
    }

    // A second tab of the same reader on the "new" layout: its bar above the header, complete as well.
    const other = await context.newPage();
    const home = await other.goto(`${c.prefix}/new`);
    expect(home?.status()).toBe(200);
    await waitForHydration(other);
    const bar = other.locator(".rewards-top");
    await expect(bar.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100", { timeout: 15_000 });
    await expect(bar.getByText(c.readThree(3))).toBeVisible();
    await expect(bar.getByRole("button", { name: c.claim })).toBeEnabled();
    await expect(badge(other)).toHaveCount(0);

    await badge(page).click();
    await expect(page.getByText(c.readThree(3))).toBeVisible();
    const claim = page.getByRole("button", { name: c.claim });
    await expect(claim).toBeEnabled();
    await claim.click();
    await expect(page.getByTestId("rewards-message")).toHaveText(c.success);
    await expect(page.getByRole("status").filter({ hasText: c.success })).toBeVisible();
    // The stored program is cleared and the meter hidden.
    await expect(page.locator(".rewards-bar__fill")).toHaveCount(0);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => /RewardsProgram$/.test(key))),
    ).toEqual([]);
    await expectNoA11yViolations(page);

    // The other tab tries again: the server refuses, and says why.
    await bar.getByRole("button", { name: c.claim }).click();
    await expect(bar.getByTestId("rewards-message")).toHaveText(c.alreadyClaimed);
    await expectNoA11yViolations(other);

    await context.close();
  });

  test(`the rewards form on a landing page in ${c.locale}: errors, registration, duplicate e-mail`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: MOBILE.width, height: MOBILE.height } });
    const page = await context.newPage();
    const response = await page.goto(`${c.prefix}/aspis`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await sidewaysOverflow(page)).toEqual([]);
    const name = page.getByLabel(c.name, { exact: true });
    const email = page.getByLabel(c.email, { exact: true });
    const submit = page.getByRole("button", { name: c.register });

    await submit.click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(page.getByText(c.required)).toHaveCount(2);
    await expectNoA11yViolations(page);

    await name.fill("Ana Souza");
    await email.fill("not-an-address");
    await submit.click();
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(c.invalidEmail);

    const address = `${unique()}@example.com`;
    await email.fill(address);
    await submit.click();
    await expect(page.getByText(c.registered)).toBeVisible();

    await name.fill("Ana Souza");
    await email.fill(address);
    await submit.click();
    await expect(email).toHaveAccessibleDescription(c.duplicate);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expectNoA11yViolations(page);
    await context.close();
  });
}
