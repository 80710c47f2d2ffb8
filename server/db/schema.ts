import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { SiteAd, SiteBranding, SiteSocial } from "#core/site-config.ts";

/** One row per site (brand) served by this deployment (spec §3 "Site configuration"). */
export const siteConfig = pgTable("site_config", {
  id: integer("id").primaryKey(),
  uuid: uuid("uuid").notNull().defaultRandom(),
  name: text("name").notNull(),
  context: text("context").notNull().default("sites"),
  language: text("language").notNull().default("en"),
  description: text("description").notNull().default(""),
  aboutUrl: text("about_url").notNull().default("/about.html"),
  privacyPolicyUrl: text("privacy_policy_url").notNull().default("/privacy_policy.html"),
  termsAndConditionsUrl: text("terms_and_conditions_url").notNull().default("/terms_and_conditions.html"),
  social: jsonb("social").$type<SiteSocial>().notNull().default({}),
  defaultFollows: jsonb("site_default_follows").$type<unknown[]>().notNull().default([]),
  branding: jsonb("branding").$type<SiteBranding>().notNull(),
  ads: jsonb("ads").$type<SiteAd[]>().notNull().default([]),
  /** Host names this site is served under; also the allow-list for /site_redirect. */
  hosts: jsonb("hosts").$type<string[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The editorial sections of spec §1, with their labels in each locale. */
export const sections = pgTable("sections", {
  key: text("key").primaryKey(),
  position: integer("position").notNull(),
  labels: jsonb("labels").$type<Record<"en" | "es" | "pt", string>>().notNull(),
});
