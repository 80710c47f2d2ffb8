import { z } from "zod";
import { SECTION_KEYS } from "../content/content.ts";
import type {
  Section,
  SiteAd,
  SiteBranding,
  SiteConfig,
  SiteSocial,
  SiteThirdParty,
} from "../site/site-config.ts";
import { contract } from "./contract.ts";

/*
 * The site API's JSON (docs/behaviour/platform.md#site-configuration, docs/behaviour/content.md#sections) as zod schemas, tied to
 * core/site/site-config.ts's types by `contract`. The server documents its answers with them
 * (/api/docs); the pages import the types only.
 */

const brandingJson = contract<SiteBranding>()(
  z.object({
    logos: z.object({ large: z.string(), small: z.string() }),
    favicon: z.object({ url: z.string() }),
    colors: z
      .record(z.string(), z.string())
      .meta({ description: "CSS colours by role", examples: [{ primary: "#102245" }] }),
  }),
);

const adJson = contract<SiteAd>()(
  z.object({
    type: z.string(),
    device: z.string(),
    page_types: z.array(z.string()),
    ad_tags: z.array(z.object({ ad_tag: z.string() })),
  }),
);

const thirdPartyJson = contract<SiteThirdParty>()(
  z
    .object({
      display_ads: z.boolean().meta({ description: "The display-ads flag; off by default." }),
      publisher_tag_url: z.string().nullable().meta({ description: "https URL or path on this site." }),
      partner_ads_url: z.string().nullable(),
      tag_manager_id: z
        .string()
        .nullable()
        .meta({ examples: ["GTM-ABC123"] }),
      session_replay_url: z.string().nullable(),
      support_url: z.string().nullable().meta({ description: "https URL, mailto: or path on this site." }),
    })
    .meta({
      description:
        "Third-party scripts, loaded in the browser only with the reader's consent (docs/decisions/0080).",
    }),
);

const socialJson = contract<SiteSocial>()(
  z.object({ facebook: z.object({ api_key: z.string().optional() }).optional() }),
);

export const siteConfigJson = contract<SiteConfig>()(
  z
    .object({
      id: z.number().int(),
      uuid: z.string().meta({ format: "uuid" }),
      name: z.string(),
      context: z.string().meta({ examples: ["sites"] }),
      language: z.string().meta({ examples: ["en"] }),
      description: z.string(),
      about_url: z.string(),
      privacy_policy_url: z.string(),
      terms_and_conditions_url: z.string(),
      social: socialJson,
      site_default_follows: z.array(z.unknown()),
      template: z.object({ branding: brandingJson, ads: z.array(adJson) }),
      third_party: thirdPartyJson,
      allowed_hosts: z.array(z.string()).meta({ description: "Hosts /site_redirect may send readers to." }),
    })
    .meta({ id: "SiteConfig", description: "A site's configuration." }),
);

export const sectionJson = contract<Section>()(
  z
    .object({
      key: z.enum(SECTION_KEYS),
      label: z.object({ en: z.string(), es: z.string(), pt: z.string() }),
    })
    .meta({ id: "Section", description: "An editorial section with its label in each locale." }),
);
