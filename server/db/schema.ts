import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { LocalizedNames, SectionKey } from "#core/content/content.ts";
import type { SiteAd, SiteBranding, SiteSocial, SiteThirdParty } from "#core/site/site-config.ts";
import type { EventGoal, EventLineups } from "#core/sports/sporting-events.ts";
import type { ChannelPage } from "#core/tv/tv.ts";

/** One row per site (brand) served by this deployment (docs/behaviour/platform.md#site-configuration). */
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
  /**
   * The site's third-party scripts and the display-ads flag (SiteThirdParty; docs/decisions/0080):
   * written only through server/site/site-ads-input.ts, read through its `storedThirdParty`, so a
   * hand-edited row can never put an unchecked address on a page. Empty: all off.
   */
  thirdParty: jsonb("third_party").$type<Partial<SiteThirdParty>>().notNull().default({}),
  /** Host names this site is served under; also the allow-list for /site_redirect. */
  hosts: jsonb("hosts").$type<string[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The editorial sections of docs/behaviour/content.md#sections, with their labels in each locale. */
export const sections = pgTable("sections", {
  // Seeded from SECTION_KEYS (server/site/sections.ts); nothing else writes them.
  key: text("key").$type<SectionKey>().primaryKey(),
  position: integer("position").notNull(),
  labels: jsonb("labels").$type<Record<"en" | "es" | "pt", string>>().notNull(),
});

/** A tsvector column (Drizzle has no built-in type for it). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A source of stories: a newspaper, a broadcaster, a blog (docs/behaviour/content.md#article "publisher"). */
export const publishers = pgTable(
  "publishers",
  {
    id: serial("id").primaryKey(),
    /** Operators name a publisher on the command line; matched case-insensitively. */
    name: text("name").notNull(),
    context: text("context").notNull().default("publishers"),
    commonName: text("common_name").notNull(),
    language: text("language").notNull().default("en"),
    logo: text("logo"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("publishers_name_lower").on(sql`lower(${table.name})`)],
);

/** A feed URL the server polls for a publisher, with what it needs for conditional requests. */
export const publisherFeeds = pgTable(
  "publisher_feeds",
  {
    id: serial("id").primaryKey(),
    publisherId: integer("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    language: text("language"),
    section: text("section").references(() => sections.key),
    etag: text("etag"),
    lastModified: text("last_modified"),
    lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
    lastStatus: text("last_status"),
    lastError: text("last_error"),
    failures: integer("failures").notNull().default(0),
    nextFetchAt: timestamp("next_fetch_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("publisher_feeds_url").on(table.publisherId, table.url)],
);

export type ArticlePhoto = {
  original: string;
  width?: number;
  height?: number;
  caption?: string;
  credit?: string;
};
/** `duration` in seconds; `captions` the WebVTT tracks the feed gave (core/tv/tv.ts CaptionTrackJson). */
export type ArticleVideo = {
  link: string;
  guid?: string;
  type?: string;
  duration?: number;
  captions?: { language: string; label: string; src: string }[];
};

/**
 * A story (`news_stories`) or a video (`videos`) with the fields of docs/behaviour/sports.md#calendar-event "Article or media
 * event". `section` is the primary vertical; `searchVector` is built with the article's
 * language from accent-free text (`searchText`, made by the application) so search is
 * accent-insensitive on both engines without the unaccent extension.
 */
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    context: text("context").notNull().default("news_stories"),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    publishDate: timestamp("publish_date", { withTimezone: true }).notNull(),
    publisherId: integer("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    section: text("section")
      .notNull()
      .default("news")
      .references(() => sections.key),
    photos: jsonb("photos").$type<ArticlePhoto[]>().notNull().default([]),
    body: text("body").notNull().default(""),
    /** As the source gave it: a list of `{url}` or a string (docs/behaviour/content.md#article). */
    link: jsonb("link").$type<{ url: string }[] | string>().notNull().default([]),
    /** The normalised link used to recognise the same story again (dedup after guid). */
    canonicalLink: text("canonical_link"),
    guid: text("guid"),
    external: boolean("external").notNull().default(false),
    offline: boolean("offline").notNull().default(false),
    importance: integer("importance").notNull().default(0),
    videos: jsonb("videos").$type<ArticleVideo[]>().notNull().default([]),
    categories: jsonb("categories").$type<string[]>().notNull().default([]),
    language: text("language").notNull().default("en"),
    author: text("author"),
    amphtml: text("amphtml"),
    shortLink: text("short_link"),
    videoLink: text("video_link"),
    videoGuid: text("video_guid"),
    /** Hash of the stored fields, to tell an updated item from an unchanged one. */
    contentHash: text("content_hash").notNull().default(""),
    searchText: text("search_text").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`case "language" when 'es' then setweight(to_tsvector('icaro_es'::regconfig, "name"), 'A') || setweight(to_tsvector('icaro_es'::regconfig, "search_text"), 'B') when 'pt' then setweight(to_tsvector('icaro_pt'::regconfig, "name"), 'A') || setweight(to_tsvector('icaro_pt'::regconfig, "search_text"), 'B') else setweight(to_tsvector('icaro_en'::regconfig, "name"), 'A') || setweight(to_tsvector('icaro_en'::regconfig, "search_text"), 'B') end`,
    ),
    readCount: integer("read_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("articles_recent").on(table.publishDate.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("articles_section_recent").on(
      table.section,
      table.publishDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("articles_language_recent").on(
      table.language,
      table.publishDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("articles_search").using("gin", table.searchVector),
    uniqueIndex("articles_publisher_guid").on(table.publisherId, table.guid),
    uniqueIndex("articles_publisher_link").on(table.publisherId, table.canonicalLink),
  ],
);

/**
 * Every name of a profile in one text (name, common and short name, aliases, its names per
 * locale): what search's autocomplete compares a mistyped query with. The `profiles_names_trgm`
 * index is on `icaro_fold(this)`, so a query must use the very same expression.
 */
export function profileSearchNames(table: {
  name: AnyPgColumn;
  commonName: AnyPgColumn;
  shortName: AnyPgColumn;
  aliases: AnyPgColumn;
  names: AnyPgColumn;
}): SQL {
  return sql`(${table.name} || ' ' || ${table.commonName} || ' ' || coalesce(${table.shortName}, '') || ' ' || ${table.aliases}::text || ' ' || coalesce(${table.names} ->> 'en', '') || ' ' || coalesce(${table.names} ->> 'es', '') || ' ' || coalesce(${table.names} ->> 'pt', ''))`;
}

/** The things one follows (docs/behaviour/sports.md#sport-category, "Follow"): athletes, leagues, teams, entities. */
export const profiles = pgTable(
  "profiles",
  {
    id: serial("id").primaryKey(),
    context: text("context").notNull(),
    name: text("name").notNull(),
    commonName: text("common_name").notNull(),
    shortName: text("short_name"),
    photo: text("photo"),
    hasStandings: boolean("has_standings").notNull().default(false),
    /** A team's colours (`#rrggbb`, main first), from which its badge is drawn when it has no photo. */
    colors: jsonb("colors").$type<string[]>(),
    /** Other names a feed may use for it ("Man Utd", "Barça"); matched case- and accent-insensitively. */
    aliases: jsonb("aliases").$type<string[]>().notNull().default([]),
    /** Its name in each locale where that differs from `name` (topics, leagues); pages show their locale's. */
    names: jsonb("names").$type<LocalizedNames>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("profiles_context_name").on(table.context, sql`lower(${table.name})`),
    // Autocomplete's typo tolerance (pg_trgm) over every name of the profile (profileSearchNames).
    index("profiles_names_trgm").using("gin", sql`icaro_fold(${profileSearchNames(table)}) gin_trgm_ops`),
  ],
);

/** Which profiles an article mentions (its tags). */
export const articleProfiles = pgTable(
  "article_profiles",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.profileId] }),
    index("article_profiles_profile").on(table.profileId, table.articleId),
  ],
);

/** One read of an article by a visitor (PSID) or a user, sent by the page's beacon. */
export const articleReads = pgTable(
  "article_reads",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    psid: text("psid"),
    userId: text("user_id"),
    siteId: integer("site_id").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
    /** The `Idempotency-Key` of the request that recorded it: a replayed read counts once (docs/decisions/0084-offline-reading-and-offline-queue.md). */
    requestKey: text("request_key"),
  },
  (table) => [
    uniqueIndex("article_reads_request_key").on(table.requestKey),
    index("article_reads_psid").on(table.psid, table.readAt.desc().nullsFirst()),
    index("article_reads_user").on(table.userId, table.readAt.desc().nullsFirst()),
    index("article_reads_recent").on(table.readAt.desc().nullsFirst()),
  ],
);

/**
 * The Discover tree (docs/behaviour/discover.md#topic-node) of a site: labels group nodes, a dynamic
 * node lists profiles of a context, a profile node is one followable thing.
 */
export const discoverNodes = pgTable(
  "discover_nodes",
  {
    key: text("key").primaryKey(),
    siteId: integer("site_id").notNull(),
    parentKey: text("parent_key"),
    position: integer("position").notNull().default(0),
    type: text("type").notNull(),
    names: jsonb("names").$type<Record<"en" | "es" | "pt", string>>().notNull(),
    profileId: integer("profile_id").references(() => profiles.id, { onDelete: "cascade" }),
    contextType: text("context_type"),
    filterContext: text("filter_context"),
  },
  (table) => [index("discover_nodes_parent").on(table.siteId, table.parentKey, table.position)],
);

/**
 * A league's season (docs/behaviour/sports.md#events-calls): the unit standings are computed over. The
 * league is a profile with context `leagues`; `rules` is the ordered list of tie-break criteria
 * applied after points (core/standings), `rulesPreset` the regulation it came from, if any.
 */
export const seasons = pgTable(
  "seasons",
  {
    id: serial("id").primaryKey(),
    leagueId: integer("league_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    sport: text("sport").notNull().default("soccer"),
    rules: jsonb("rules").$type<string[]>().notNull().default([]),
    rulesPreset: text("rules_preset"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("seasons_league_label").on(table.leagueId, table.label)],
);

/**
 * A match or other event (docs/behaviour/sports.md#calendar-event). `status` is one of the eleven score statuses
 * of the spec, `period` its detail while playing ("1H", "HT", "67'"); scores are null until known.
 * `sourceKey` identifies the event within its season in the imported data, so a re-import updates
 * instead of duplicating.
 */
export const sportingEvents = pgTable(
  "sporting_events",
  {
    id: serial("id").primaryKey(),
    context: text("context").notNull().default("sporting_events"),
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id, { onDelete: "cascade" }),
    leagueId: integer("league_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    homeTeamId: integer("home_team_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    awayTeamId: integer("away_team_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    round: text("round"),
    name: text("name").notNull(),
    longName: text("long_name").notNull(),
    status: text("status").notNull().default("upcoming"),
    period: text("period"),
    homeScore: integer("home_score"),
    awayScore: integer("away_score"),
    /** Half-time, extra-time and penalty scores as the source gave them ({ht,et,p}: [home, away]). */
    scoreDetail: jsonb("score_detail").$type<Record<string, [number, number]>>().notNull().default({}),
    /** The goals in the order they were scored (core/sports/sporting-events.ts `EventGoal`), when the source has them. */
    goals: jsonb("goals").$type<EventGoal[]>().notNull().default([]),
    /** Both teams' line-ups, when the source has them. */
    lineups: jsonb("lineups").$type<EventLineups>(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    /** False when the source gave a date without a kick-off time. */
    timeKnown: boolean("time_known").notNull().default(true),
    link: text("link"),
    external: boolean("external").notNull().default(false),
    sourceKey: text("source_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("sporting_events_source").on(table.seasonId, table.sourceKey),
    index("sporting_events_start").on(table.startTime, table.id),
    index("sporting_events_league_start").on(table.leagueId, table.startTime),
    index("sporting_events_home").on(table.homeTeamId, table.startTime),
    index("sporting_events_away").on(table.awayTeamId, table.startTime),
    index("sporting_events_status").on(table.status),
  ],
);

/** A points deduction (negative) or bonus for a team in a season, with its reason. */
export const pointAdjustments = pgTable(
  "point_adjustments",
  {
    id: serial("id").primaryKey(),
    seasonId: integer("season_id")
      .notNull()
      .references(() => seasons.id, { onDelete: "cascade" }),
    teamId: integer("team_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    points: integer("points").notNull(),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("point_adjustments_season").on(table.seasonId, table.teamId)],
);

/**
 * A reader's account on one site (docs/behaviour/accounts.md#user-record). The e-mail is unique per site, compared
 * case-insensitively; `passwordHash` is an argon2id PHC string, null for accounts made by a
 * social provider only. `tid` is the public id other tables (reads, follows) refer to, so a
 * numeric id never leaks into URLs.
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull(),
    tid: uuid("tid").notNull().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    /** "email" for the local strategy, else the social provider that created the account. */
    provider: text("provider").notNull().default("email"),
    name: text("name"),
    commonName: text("common_name"),
    shortName: text("short_name"),
    photo: text("photo"),
    location: text("location"),
    login: text("login"),
    about: text("about"),
    api: text("api"),
    associated: boolean("associated").notNull().default(false),
    athelete: boolean("athelete").notNull().default(false),
    /** The reader's language when the account was made: the language of its e-mails. */
    locale: text("locale").notNull().default("en"),
    /** Permissions (docs/behaviour/accounts.md#permissions): a list of scope names. */
    scopes: jsonb("scopes").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_site_email").on(table.siteId, sql`lower(${table.email})`),
    uniqueIndex("users_tid").on(table.tid),
  ],
);

/**
 * One signed-in client of a user (devise_token_auth's `client`): a browser session, an app, a
 * bearer token. Only the SHA-256 of the token is stored; with rotation on, the previous token
 * stays valid for a few seconds (`previousTokenHash` until `rotatedAt` + buffer) so a batch of
 * parallel requests sent with it is not refused.
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    client: text("client").notNull(),
    tokenHash: text("token_hash").notNull(),
    previousTokenHash: text("previous_token_hash"),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    /** devise (headers), bearer (local strategy) or session (web cookie). */
    kind: text("kind").notNull().default("devise"),
    deviceToken: text("device_token"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("auth_tokens_user_client").on(table.userId, table.client),
    uniqueIndex("auth_tokens_token").on(table.tokenHash),
    index("auth_tokens_previous").on(table.previousTokenHash),
  ],
);

/** A password-reset link sent by e-mail: the SHA-256 of its token, when it expires, when it was used. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("password_resets_token").on(table.tokenHash),
    index("password_resets_user").on(table.userId),
  ],
);

/** A social provider's account linked to a user: the provider's name and its id for the person. */
export const identities = pgTable(
  "identities",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The user's site: the same person may have an account on two sites. */
    siteId: integer("site_id").notNull(),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("identities_provider_subject").on(table.siteId, table.provider, table.subject),
    index("identities_user").on(table.userId),
  ],
);

/**
 * Whoever holds follows (docs/behaviour/favorites.md#follow): an account, or a guest by PSID so the server can render
 * a guest's follows. The row exists from the reader's first change; before it, the site's default
 * follows apply (docs/behaviour/accounts.md#guest-and-account-endpoints), so a reader who unfollows a default does not get it back.
 */
export const followOwners = pgTable(
  "follow_owners",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    psid: text("psid"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("follow_owners_user").on(table.userId),
    uniqueIndex("follow_owners_psid").on(table.siteId, table.psid),
  ],
);

/** One followed profile of an owner, with its alert settings (docs/behaviour/favorites.md#follow, docs/behaviour/favorites.md#following). */
export const follows = pgTable(
  "follows",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => followOwners.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    pushOn: boolean("push_on").notNull().default(false),
    /** The Web Push subscription endpoint alerts for this follow go to (the spec's device_token). */
    deviceToken: text("device_token"),
    alerts: jsonb("alerts").$type<Record<string, boolean>>().notNull().default({}),
    followedAt: timestamp("followed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("follows_owner_profile").on(table.ownerId, table.profileId),
    index("follows_profile_push").on(table.profileId).where(sql`${table.pushOn}`),
  ],
);

/**
 * What a reader told us about their lists: `fewer` stories of a
 * section or profile ("fewer like this"), or `block` a publisher so it leaves every list. Kept per
 * owner (an account or a guest PSID), like follows.
 */
export const readerFeedback = pgTable(
  "reader_feedback",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => followOwners.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** `section:<key>`, `profile:<id>` or `publisher:<id>`. */
    target: text("target").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("reader_feedback_owner_target").on(table.ownerId, table.kind, table.target)],
);

/**
 * A browser's Web Push subscription (decisions: Web Push with VAPID replaces the vendor push token),
 * held by the reader who made it (an account's or a guest PSID's owner row). Alerts for the owner's
 * follows with push_on go to every subscription of the owner, outside its quiet hours (minutes of the
 * day in its IANA time zone; a range may cross midnight), in its language (decision 0066).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => followOwners.id, { onDelete: "cascade" }),
    /** The push service's URL for this browser (https, public host): the spec's device_token. */
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key (65 bytes, base64url) and auth secret (16 bytes, base64url). */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    timeZone: text("time_zone").notNull(),
    quietStart: integer("quiet_start"),
    quietEnd: integer("quiet_end"),
    locale: text("locale").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("push_subscriptions_endpoint").on(table.endpoint),
    index("push_subscriptions_owner").on(table.ownerId),
  ],
);

/**
 * The alerts already sent, one row per subscription, subject (`event:12`, `article:55`) and kind
 * (`kickoff`, `goal:2:home:67`, `full_time`, `breaking`): a replayed update sends nothing twice.
 */
export const pushSent = pgTable(
  "push_sent",
  {
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    kind: text("kind").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.subject, table.kind] })],
);

/**
 * Trending searches (decision 0068): how many distinct readers searched a query in one
 * hour, per language. Nothing here says who: the query folded (`query`, the key), the form last
 * typed (`display`), the hour and the count. Readers are told apart in memory only.
 */
export const searchQueries = pgTable(
  "search_queries",
  {
    language: text("language").notNull(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    query: text("query").notNull(),
    display: text("display").notNull(),
    readers: integer("readers").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.language, table.hour, table.query] }),
    index("search_queries_hour").on(table.hour),
  ],
);

/**
 * The words of every title, folded (migration 0008's trigger `articles_title_words` adds a new
 * title's words): the vocabulary "Did you mean …?" picks a correction from by trigram similarity.
 * A few hundred thousand short rows where a trigram index on a million titles would be slow.
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (table) => [
  index("search_words_trgm").using("gin", table.word.op("gin_trgm_ops")),
]);

/**
 * A live TV channel the operator registers with `icaro channel add` (docs/behaviour/video-tv.md#tv-video-pages, docs/decisions/0071-tv-api-and-live-channels.md):
 * `name` is its URL segment under /timtv/{name}, unique per site; `stream` its HLS playlist (an
 * https URL or a path on this site); `page` the TV page that lists it (`timtv` or `zoometv`).
 */
export const liveChannels = pgTable(
  "live_channels",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull(),
    name: text("name").notNull(),
    title: text("title").notNull(),
    stream: text("stream").notNull(),
    logo: text("logo"),
    page: text("page").$type<ChannelPage>().notNull(),
    /** The language it broadcasts in; null for none or several. */
    language: text("language"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("live_channels_site_name").on(table.siteId, table.name),
    check("live_channels_page", sql`${table.page} in ('timtv', 'zoometv')`),
  ],
);

/**
 * A channel's programme: what it shows from `starts_at` to `ends_at`, with the game of the sports
 * calendar it broadcasts when it is one (the live-event calendar lists the channels per game).
 */
export const channelSchedule = pgTable(
  "channel_schedule",
  {
    id: serial("id").primaryKey(),
    channelId: integer("channel_id")
      .notNull()
      .references(() => liveChannels.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    eventId: integer("event_id").references(() => sportingEvents.id, { onDelete: "set null" }),
  },
  (table) => [
    index("channel_schedule_channel_start").on(table.channelId, table.startsAt),
    index("channel_schedule_event").on(table.eventId),
    check("channel_schedule_order", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * A story a signed-in reader saved for later (docs/decisions/0074-read-later-and-likes.md; decisions: read-later for everyone, kept on
 * the server for signed-in readers so it follows them across devices). A guest's list stays in the
 * browser and is merged into this one on sign-in. Removed with the account, part of its export.
 */
export const readLater = pgTable(
  "read_later",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.articleId] }),
    index("read_later_user_saved").on(table.userId, table.savedAt.desc()),
  ],
);

/**
 * A signed-in reader's like of a story (docs/behaviour/read-later.md#likes `like`, docs/behaviour/read-later.md#likes "Likes need an account"). The count per
 * story is shown on articles and feeds the recommender as a signal.
 */
export const likes = pgTable(
  "likes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    likedAt: timestamp("liked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.articleId] }),
    index("likes_article").on(table.articleId),
  ],
);

/**
 * A data-rewards campaign the operator runs (`icaro campaigns add`; docs/behaviour/rewards.md#conditions, docs/behaviour/limits.md#rewards-limits): the
 * `utm_campaign` code its links carry, the conditions, the megabytes, when it runs and its limits
 * (per day, in all, per reader), and the landing page the operator fills (`/campaign/Eduka7`,
 * `/campaign/saudeiD`, `/jej`, `/aspis`). With `clickSecret`, a click token must carry its HMAC.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull(),
    code: text("code").notNull(),
    /** {articles, shares, registration} as core/rewards/rewards.ts counts them. */
    conditions: jsonb("conditions")
      .$type<{ articles: number; shares: number; registration: number }>()
      .notNull(),
    megabytes: integer("megabytes").notNull().default(50),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Ended early by the operator (`icaro campaigns end`). */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    dailyLimit: integer("daily_limit"),
    totalLimit: integer("total_limit"),
    perReaderLimit: integer("per_reader_limit").notNull().default(1),
    /** How long a click token may be used after its first visit, in hours. */
    tokenHours: integer("token_hours").notNull().default(72),
    clickSecret: text("click_secret"),
    /** The landing page's key: Eduka7, saudeiD, jej or aspis; null for none. */
    landing: text("landing"),
    /** The landing page per language: {en: {title, text, picture}, es: …, pt: …}. */
    page: jsonb("page").$type<Record<string, { title: string; text: string; picture: string | null }>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("campaigns_site_code").on(table.siteId, table.code),
    uniqueIndex("campaigns_site_landing").on(table.siteId, table.landing),
    check("campaigns_period", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * A reader's run at a campaign, started by a click token (the link's `clickid`) on first visit and
 * held by the visitor's PSID (and account once signed in). Progress is never taken from the
 * browser: reads come from `article_reads` since `startedAt`, shares from `reward_shares`.
 */
export const rewardPrograms = pgTable(
  "reward_programs",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    psid: text("psid").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("reward_programs_site_token").on(table.siteId, table.token),
    index("reward_programs_psid").on(table.siteId, table.psid),
  ],
);

/** A story a reader of a program shared (docs/behaviour/rewards.md#reads-and-shares: shared articles are recorded once each by id). */
export const rewardShares = pgTable(
  "reward_shares",
  {
    programId: integer("program_id")
      .notNull()
      .references(() => rewardPrograms.id, { onDelete: "cascade" }),
    articleId: integer("article_id").notNull(),
    sharedAt: timestamp("shared_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.programId, table.articleId] })],
);

/**
 * The rewards form (docs/behaviour/accounts.md#e-mail-rules): a name and an e-mail registered for a campaign, once per e-mail
 * ("This email has already been registered"); it meets the registration condition.
 */
export const campaignRegistrations = pgTable(
  "campaign_registrations",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    programId: integer("program_id").references(() => rewardPrograms.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("campaign_registrations_email").on(table.campaignId, sql`lower(${table.email})`)],
);

/**
 * A claimed reward: one per program (a token is claimed once, even by concurrent requests: the
 * unique index decides), counted against the campaign's limits. `reader` is `user:<id>` or
 * `psid:<psid>` for the per-reader limit. Fulfilment by the carrier's provisioning endpoint or by
 * the operator (`icaro rewards fulfil`) moves `status` from pending to fulfilled (or failed).
 */
export const rewardClaims = pgTable(
  "reward_claims",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    programId: integer("program_id")
      .notNull()
      .references(() => rewardPrograms.id, { onDelete: "cascade" }),
    reader: text("reader").notNull(),
    megabytes: integer("megabytes").notNull(),
    /** Sent as the provisioning call's Idempotency-Key: a retry never provisions twice. */
    idempotencyKey: uuid("idempotency_key").notNull().defaultRandom(),
    status: text("status").notNull().default("pending"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    fulfilledBy: text("fulfilled_by"),
  },
  (table) => [
    uniqueIndex("reward_claims_program").on(table.programId),
    index("reward_claims_campaign_day").on(table.campaignId, table.claimedAt),
    index("reward_claims_reader").on(table.campaignId, table.reader),
    index("reward_claims_pending").on(table.status),
    check("reward_claims_status", sql`${table.status} in ('pending', 'fulfilled', 'failed')`),
  ],
);

/** Every call to the carrier's provisioning endpoint for a claim: when, the answer, the error. */
export const rewardFulfilments = pgTable(
  "reward_fulfilments",
  {
    id: serial("id").primaryKey(),
    claimId: integer("claim_id")
      .notNull()
      .references(() => rewardClaims.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    httpStatus: integer("http_status"),
    ok: boolean("ok").notNull(),
    error: text("error"),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("reward_fulfilments_claim").on(table.claimId)],
);

/**
 * First-party analytics (decision 0078): one row per page view (`kind` page_view, from
 * `GET /tagger/analytics`) or campaign click (`kind` click, from `GET /trk`), written in batches.
 * Never an IP address, a user agent or a full referrer: the device class, the browser family, the
 * referrer's host, and `reader`, the PSID hashed with a salt of the day (unlinkable across days).
 * Deleted after ICARO_ANALYTICS_RAW_DAYS; what the reports need stays in analytics_hourly.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    siteId: integer("site_id").notNull(),
    kind: text("kind").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The UTC day of `at` as YYYY-MM-DD: the day whose salt made `reader`. */
    day: text("day").notNull(),
    reader: text("reader"),
    page: text("page"),
    path: text("path"),
    section: text("section"),
    story: text("story"),
    device: text("device"),
    browser: text("browser"),
    referrerHost: text("referrer_host"),
    dataLess: boolean("data_less"),
    loggedIn: boolean("logged_in"),
    pwa: boolean("pwa"),
    adBlocker: boolean("ad_blocker"),
    campaign: text("campaign"),
    campaignItem: text("campaign_item"),
    action: text("action"),
    os: text("os"),
  },
  (table) => [
    index("analytics_events_at").on(table.siteId, table.at),
    // Whether a reader was seen earlier that day (their first event counts them; analytics-service.ts).
    index("analytics_events_reader").on(table.siteId, table.day, table.reader),
    check("analytics_events_kind", sql`${table.kind} in ('page_view', 'click')`),
  ],
);

/**
 * The hourly sums of analytics_events (kept for good): per hour, `metric` (views, readers,
 * data_less, clicks, page, section, story, device, browser, referrer, campaign) and its `key` (''
 * for the totals) with a count. `readers` counts the readers whose first event of their UTC day
 * falls in the hour, so a range's readers are the sum of its days' distinct readers. Added to as
 * events arrive: analytics_progress says up to which event.
 */
export const analyticsHourly = pgTable(
  "analytics_hourly",
  {
    siteId: integer("site_id").notNull(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    metric: text("metric").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.hour, table.metric, table.key] })],
);

/**
 * The salt of each UTC day that analytics_events.reader hashes PSIDs with: random, shared by every
 * process on the database, deleted two days later, after which a day's hashes link to nobody.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/** The last analytics_events id summed into analytics_hourly, per site (locked while summing). */
export const analyticsProgress = pgTable("analytics_progress", {
  siteId: integer("site_id").primaryKey(),
  lastEventId: bigint("last_event_id", { mode: "number" }).notNull().default(0),
});
