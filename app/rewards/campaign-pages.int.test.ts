import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CAMPAIGNS, seedDemoRewards } from "#demo/seed-demo-rewards.ts";
import { campaigns } from "#server/db/schema.ts";
import { createTestApp } from "#server/testing/test-app.ts";
import { ENGINES } from "#server/testing/test-database.ts";

const PREFIX = { en: "", es: "/es", pt: "/pt" } as const;
type Locale = keyof typeof PREFIX;
const LOCALES = Object.keys(PREFIX) as Locale[];

const READ_THREE = {
  en: "Read 3 stories: 0 of 3",
  es: "Lee 3 noticias: 0 de 3",
  pt: "Leia 3 notícias: 0 de 3",
};
const NOT_AVAILABLE = {
  en: "This campaign is not available",
  es: "Esta campaña no está disponible",
  pt: "Esta campanha não está disponível",
};
const ENDED = {
  en: "This campaign has ended",
  es: "Esta campaña ha terminado",
  pt: "Esta campanha terminou",
};
const DUPLICATE = {
  en: "This email has already been registered.",
  es: "Este correo electrónico ya fue registrado.",
  pt: "Este e-mail já foi cadastrado.",
};

const READ_ON = {
  en: "Read today&#x27;s stories",
  es: "Lee las noticias de hoy",
  pt: "Leia as notícias de hoje",
};

const pageOf = (landing: string) => DEMO_CAMPAIGNS.find((campaign) => campaign.landing === landing)?.page;

/** What the page says, without tags (React splits texts with comments). */
function text(html: string): string {
  return html
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe.each(ENGINES)("campaign landing pages on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp(engine, { demo: false });
    await seedDemoRewards(harness.db);
    // /jej without a campaign (not configured), /campaign/saudeiD ended by the operator.
    await harness.db.delete(campaigns).where(eq(campaigns.landing, "jej"));
    await harness.db.update(campaigns).set({ endedAt: new Date() }).where(eq(campaigns.landing, "saudeiD"));
  });
  afterAll(() => harness.close());

  const get = (path: string) => harness.app.request(path);
  const post = (path: string, fields: Record<string, string>) =>
    harness.app.request(path, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
        origin: "http://localhost",
      },
      body: new URLSearchParams(fields).toString(),
    });

  it.each(LOCALES)(
    "/campaign/Eduka7 in %s: the operator's title, text and picture, the conditions, MB and the bar",
    async (locale) => {
      const response = await get(`${PREFIX[locale]}/campaign/Eduka7`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const page = pageOf("Eduka7")?.[locale];
      if (!page) throw new Error("the demo has no Eduka7 page");
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${page.title}</h1>`));
      expect(text(html)).toContain(page.text);
      expect(html).toMatch(/<img[^>]+src="\/_ipx\//);
      expect(text(html)).toContain(READ_THREE[locale]);
      expect(text(html)).toContain("50 MB");
      expect(html).toContain('role="progressbar"');
      expect(html).toContain('aria-valuenow="0"');
      expect(html).toContain('role="status"');
      // The new layout, and no rewards form: up_december needs no registration.
      expect(html).toContain('class="layout-new"');
      expect(html).not.toContain('name="email"');
      // Not a dead end: the stories the campaign counts are a link away.
      expect(html).toMatch(new RegExp(`<a[^>]+href="${PREFIX[locale] || "/"}"[^>]*>${READ_ON[locale]}</a>`));
    },
  );

  it.each(LOCALES)("/aspis in %s has the rewards form (its campaign needs registration)", async (locale) => {
    const response = await get(`${PREFIX[locale]}/aspis`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<form[^>]+method="post"/);
    expect(html).toMatch(/<input[^>]+name="name"/);
    expect(html).toMatch(/<input[^>]+name="email"[^>]*type="email"|<input[^>]+type="email"[^>]*name="email"/);
  });

  it.each(LOCALES)("an unconfigured landing in %s is a translated 404 page, not a 500", async (locale) => {
    const response = await get(`${PREFIX[locale]}/jej`);
    expect(response.status).toBe(404);
    expect(text(await response.text())).toContain(NOT_AVAILABLE[locale]);
  });

  it.each(LOCALES)("an ended campaign in %s is a translated 410 page", async (locale) => {
    const response = await get(`${PREFIX[locale]}/campaign/saudeiD`);
    expect(response.status).toBe(410);
    expect(text(await response.text())).toContain(ENDED[locale]);
  });

  it("the form without JavaScript: required fields and an invalid e-mail are marked, nothing registered", async () => {
    const empty = await post("/aspis", { campaign: "up_registration1", name: "", email: "" });
    expect(empty.status).toBe(400);
    const html = await empty.text();
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(2);
    expect(text(html)).toContain("This field is required.");
    expect(html).toMatch(/aria-describedby="[^"]+-error"/);

    const invalid = await post("/es/aspis", {
      campaign: "up_registration1",
      name: "R2",
      email: "no-at-sign",
    });
    expect(invalid.status).toBe(400);
    const spanish = text(await invalid.text());
    expect(spanish).toContain("Escribe tu nombre");
    expect(spanish).toContain("Escribe un correo electrónico válido.");
  });

  it.each(LOCALES)(
    "the form in %s registers once, then says the e-mail is already registered",
    async (locale) => {
      const email = `reader-${engine}-${locale}@example.com`;
      const first = await post(`${PREFIX[locale]}/aspis`, {
        campaign: "up_registration1",
        name: "Ana Souza",
        email,
      });
      expect(first.status).toBe(200);
      expect(text(await first.text())).not.toContain(DUPLICATE[locale]);
      const again = await post(`${PREFIX[locale]}/aspis`, {
        campaign: "up_registration1",
        name: "Ana Souza",
        email,
      });
      expect(again.status).toBe(409);
      const html = await again.text();
      expect(text(html)).toContain(DUPLICATE[locale]);
      const emailInput = html.match(/<input[^>]+name="email"[^>]*>/)?.[0] ?? "";
      expect(emailInput).toContain('aria-invalid="true"');
      expect(emailInput).toMatch(/aria-describedby="[^"]+-error"/);
    },
  );

  it("a form posted from another site is refused", async () => {
    const response = await harness.app.request("/aspis", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      body: new URLSearchParams({
        campaign: "up_registration1",
        name: "Ana",
        email: "x@example.com",
      }).toString(),
    });
    expect(response.status).toBe(403);
  });
});
