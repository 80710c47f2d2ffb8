import { conditionsFromCampaign } from "#core/rewards/rewards.ts";
import type { CampaignLanding } from "#core/rewards/rewards-api.ts";
import { DEFAULT_SITE_ID } from "#core/site/constants.ts";
import type { Database } from "#server/db/client.ts";
import { campaigns } from "#server/db/schema.ts";
import { demoPicturePath, storyPictureName } from "./demo-picture.ts";

const DAY = 86_400_000;

type Page = { title: string; text: string; picture: string | null };

/**
 * The demo's data-rewards campaigns (docs/decisions/0075-rewards-campaigns-and-claims.md): `up_december` (3 articles, 50 MB) and one campaign
 * per landing page, each running for a year from the first start with generous limits, their
 * pages filled in English, Spanish and Portuguese. Click tokens are taken unsigned (no click
 * secret), so `?clickid=anything-8-chars&utm_campaign=up_december` works on a fresh start.
 */
export const DEMO_CAMPAIGNS: {
  code: string;
  landing: CampaignLanding;
  page: Record<"en" | "es" | "pt", Page>;
}[] = [
  {
    code: "up_december",
    landing: "Eduka7",
    page: pages("phone", 7, {
      en: [
        "Read three stories, get 50 MB",
        "Read any three stories this month and claim 50 MB of mobile data.",
      ],
      es: ["Lee tres historias y gana 50 MB", "Lee tres historias este mes y recibe 50 MB de datos móviles."],
      pt: [
        "Leia três notícias e ganhe 50 MB",
        "Leia três notícias este mês e resgate 50 MB de dados móveis.",
      ],
    }),
  },
  {
    code: "up_december_saude",
    landing: "saudeiD",
    page: pages("hospital", 3, {
      en: ["Health news pays: 50 MB", "Read three health stories and claim 50 MB of mobile data."],
      es: [
        "Noticias de salud que premian: 50 MB",
        "Lee tres historias de salud y recibe 50 MB de datos móviles.",
      ],
      pt: ["Notícias de saúde valem 50 MB", "Leia três notícias de saúde e resgate 50 MB de dados móveis."],
    }),
  },
  {
    code: "jj_december",
    landing: "jej",
    page: pages("concert", 11, {
      en: ["One story, 50 MB", "Read one story and claim 50 MB of mobile data."],
      es: ["Una historia, 50 MB", "Lee una historia y recibe 50 MB de datos móviles."],
      pt: ["Uma notícia, 50 MB", "Leia uma notícia e resgate 50 MB de dados móveis."],
    }),
  },
  {
    code: "up_registration1",
    landing: "aspis",
    page: pages("trophy", 5, {
      en: ["Sign up and read: 50 MB", "Create your free account, read one story and claim 50 MB."],
      es: ["Regístrate y lee: 50 MB", "Crea tu cuenta gratuita, lee una historia y recibe 50 MB."],
      pt: ["Cadastre-se e leia: 50 MB", "Crie sua conta gratuita, leia uma notícia e resgate 50 MB."],
    }),
  },
];

function pages(motif: string, seed: number, texts: Record<"en" | "es" | "pt", [string, string]>) {
  const picture = demoPicturePath(storyPictureName(motif, seed));
  const page = (language: "en" | "es" | "pt"): Page => ({
    title: texts[language][0],
    text: texts[language][1],
    picture,
  });
  return { en: page("en"), es: page("es"), pt: page("pt") };
}

/** Seeds the campaigns a site lacks (by code or landing page); returns how many were added. */
export async function seedDemoRewards(
  db: Database,
  now = new Date(),
  siteId = DEFAULT_SITE_ID,
): Promise<number> {
  const added = await db
    .insert(campaigns)
    .values(
      DEMO_CAMPAIGNS.map(({ code, landing, page }) => ({
        siteId,
        code,
        conditions: conditionsFromCampaign(code),
        megabytes: 50,
        startsAt: new Date(now.getTime() - DAY),
        endsAt: new Date(now.getTime() + 365 * DAY),
        dailyLimit: 100_000,
        totalLimit: 1_000_000,
        perReaderLimit: 1,
        tokenHours: 72,
        landing,
        page,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: campaigns.id });
  return added.length;
}
