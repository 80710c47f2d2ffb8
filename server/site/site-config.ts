import { and, asc, eq } from "drizzle-orm";
import { DEFAULT_SITE_ID, PRODUCT_DESCRIPTION, SITE_TITLE } from "#core/site/constants.ts";
import { DEFAULT_BRANDING, type Section, type SiteConfig } from "#core/site/site-config.ts";
import type { Database } from "#server/db/client.ts";
import { sections, siteConfig } from "#server/db/schema.ts";
import { storedAds, storedThirdParty } from "./site-ads-input.ts";

type SiteRow = typeof siteConfig.$inferSelect;

function toApi(row: SiteRow): SiteConfig {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    context: row.context,
    language: row.language,
    description: row.description,
    about_url: row.aboutUrl,
    privacy_policy_url: row.privacyPolicyUrl,
    terms_and_conditions_url: row.termsAndConditionsUrl,
    social: row.social,
    site_default_follows: row.defaultFollows,
    template: { branding: row.branding, ads: storedAds(row.ads) },
    third_party: storedThirdParty(row.thirdParty),
    allowed_hosts: row.hosts,
  };
}

export async function getSiteConfig(db: Database, id: number): Promise<SiteConfig | null> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.id, id)).limit(1);
  return row ? toApi(row) : null;
}

/**
 * Makes sure site 763 exists with the spec's defaults. This is product configuration, not
 * demo content, so it runs even with ICARO_DEMO=off; an operator's edits are never overwritten.
 */
export async function ensureDefaultSite(db: Database): Promise<void> {
  await db
    .insert(siteConfig)
    .values({
      id: DEFAULT_SITE_ID,
      name: SITE_TITLE,
      context: "sites",
      language: "en",
      description: PRODUCT_DESCRIPTION,
      branding: DEFAULT_BRANDING,
    })
    .onConflictDoNothing();
  // Until docs/decisions/0059-brand-legal-pages-meta-description.md the default name was written "ICARO"; the brand is "Icaro" in text (the
  // header's wordmark is uppercase by CSS). Only that old default is renamed.
  await db
    .update(siteConfig)
    .set({ name: SITE_TITLE })
    .where(and(eq(siteConfig.id, DEFAULT_SITE_ID), eq(siteConfig.name, "ICARO")));
}

export async function listSections(db: Database): Promise<Section[]> {
  const rows = await db.select().from(sections).orderBy(asc(sections.position));
  return rows.map((row) => ({ key: row.key, label: row.labels }));
}
