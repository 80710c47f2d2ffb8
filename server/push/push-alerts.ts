import { and, asc, eq, gt, gte, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import type { AlertKind } from "#core/favorites/follows.ts";
import { isLocale, type Locale } from "#core/i18n/locales.ts";
import {
  alertEnabled,
  isFreshFor,
  isQuietAt,
  type MatchAlert,
  type MatchState,
  matchAlerts,
} from "#core/push/push-alerts.ts";
import { articlePath, slugify } from "#core/routing/article-urls.ts";
import type { SportingEventJson } from "#core/sports/sporting-events.ts";
import type { Database } from "#server/db/client.ts";
import { articleProfiles, articles, follows, pushSent, pushSubscriptions } from "#server/db/schema.ts";
import { breakingPayload, matchPayload, type PushPayload } from "./push-payload.ts";
import type { PushSender, PushTarget } from "./push-sender.ts";

/** Where alerts come from: the sports update path and the stories just stored (decision 0066). */
export type PushAlerts = {
  /** An event changed (server/sports/update-event.ts); returns at once, the work goes on behind. */
  eventChanged(before: MatchState, after: SportingEventJson): void;
  /** Stories may have been stored: looks for new important ones (after every content change). */
  storiesChanged(): void;
  /** Resolves when every alert found so far has been handed to the push services (tests, bench). */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

type Recipient = PushTarget & {
  timeZone: string;
  quietStart: number | null;
  quietEnd: number | null;
  locale: string;
  createdAt: Date;
  followedAt: Date;
  alerts: Record<string, boolean>;
};

/** Rows per insert into the sent-alert log. */
const SENT_BATCH = 1000;
/** Stories looked at per content change (the newest important ones since the last look). */
const STORIES_PER_LOOK = 100;

export function createPushAlerts(options: {
  db: Database;
  sender: PushSender;
  log: Pick<Logger, "warn" | "debug">;
  /** The URL prefix of each locale ("" for the default one, "/es"). */
  prefixes: Record<Locale, string>;
  breakingImportance: number;
  now?: () => Date;
}): PushAlerts {
  const { db, sender, log } = options;
  const now = options.now ?? (() => new Date());
  const pending = new Set<Promise<void>>();
  let stopped = false;
  // Stories stored before the server started are not news to anyone: no burst at start-up.
  let storiesSince = now();
  let looking: Promise<void> | undefined;
  let lookAgain = false;

  const track = (work: Promise<void>) => {
    const tracked = work
      .catch((error) => log.warn({ err: error }, "push alerts failed"))
      .finally(() => {
        pending.delete(tracked);
      });
    pending.add(tracked);
  };

  /** The subscriptions of everyone following one of `profileIds` with alerts on. */
  async function recipients(profileIds: number[]): Promise<Recipient[]> {
    if (profileIds.length === 0) return [];
    return db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        timeZone: pushSubscriptions.timeZone,
        quietStart: pushSubscriptions.quietStart,
        quietEnd: pushSubscriptions.quietEnd,
        locale: pushSubscriptions.locale,
        createdAt: pushSubscriptions.createdAt,
        followedAt: follows.followedAt,
        alerts: follows.alerts,
      })
      .from(follows)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.ownerId, follows.ownerId))
      .where(and(eq(follows.pushOn, true), inArray(follows.profileId, profileIds)));
  }

  /**
   * Who gets an alert that happened at `occurredAt`: a subscription some of whose follows (the
   * team, the other team, the league) asks for this kind and was made before it happened, made
   * itself before it happened, outside its quiet hours. One per subscription.
   */
  function chosen(rows: Recipient[], kind: AlertKind, occurredAt: Date, at: Date): Map<number, Recipient> {
    const picked = new Map<number, Recipient>();
    for (const row of rows) {
      if (picked.has(row.id)) continue;
      if (!alertEnabled(row.alerts, kind)) continue;
      if (!isFreshFor(occurredAt, { followedAt: row.followedAt, subscribedAt: row.createdAt })) continue;
      const quiet =
        row.quietStart !== null && row.quietEnd !== null
          ? { start: row.quietStart, end: row.quietEnd }
          : null;
      if (isQuietAt(at, row.timeZone, quiet)) continue;
      picked.set(row.id, row);
    }
    return picked;
  }

  /** Claims each (subscription, subject, kind) in the sent-alert log; only the claimed are sent. */
  async function claim(ids: number[], subject: string, kind: string): Promise<Set<number>> {
    const claimed = new Set<number>();
    for (let start = 0; start < ids.length; start += SENT_BATCH) {
      const rows = await db
        .insert(pushSent)
        .values(
          ids.slice(start, start + SENT_BATCH).map((subscriptionId) => ({ subscriptionId, subject, kind })),
        )
        .onConflictDoNothing()
        .returning({ id: pushSent.subscriptionId });
      for (const row of rows) claimed.add(row.id);
    }
    return claimed;
  }

  async function dispatch(
    picked: Map<number, Recipient>,
    subject: string,
    kind: string,
    payloadFor: (locale: Locale) => PushPayload,
  ) {
    if (picked.size === 0) return;
    const claimed = await claim([...picked.keys()], subject, kind);
    const payloads = new Map<Locale, PushPayload>();
    for (const id of claimed) {
      const row = picked.get(id);
      if (!row) continue;
      const locale: Locale = isLocale(row.locale) ? row.locale : "en";
      let payload = payloads.get(locale);
      if (!payload) {
        payload = payloadFor(locale);
        payloads.set(locale, payload);
      }
      sender.send(row, payload);
    }
  }

  async function matchChanged(found: MatchAlert[], event: SportingEventJson, at: Date) {
    const rows = await recipients([event.home.id, event.away.id, event.league.id]);
    if (rows.length === 0) return;
    for (const alert of found) {
      const picked = chosen(rows, alert.kind, alert.occurredAt, at);
      await dispatch(picked, `event:${event.id}`, alert.key, (locale) =>
        matchPayload(locale, alert, event, options.prefixes[locale]),
      );
    }
  }

  async function lookForStories() {
    const at = now();
    const since = storiesSince;
    const stories = await db
      .select({
        id: articles.id,
        name: articles.name,
        context: articles.context,
        createdAt: articles.createdAt,
      })
      .from(articles)
      .where(
        and(
          gt(articles.createdAt, since),
          gte(articles.importance, options.breakingImportance),
          eq(articles.offline, false),
        ),
      )
      .orderBy(asc(articles.createdAt))
      .limit(STORIES_PER_LOOK);
    if (stories.length === 0) return;
    storiesSince = stories[stories.length - 1].createdAt;
    const tags = await db
      .select({ articleId: articleProfiles.articleId, profileId: articleProfiles.profileId })
      .from(articleProfiles)
      .where(
        inArray(
          articleProfiles.articleId,
          stories.map((story) => story.id),
        ),
      );
    for (const story of stories) {
      const profileIds = tags.filter((tag) => tag.articleId === story.id).map((tag) => tag.profileId);
      const rows = await recipients(profileIds);
      const picked = chosen(rows, "breaking", story.createdAt, at);
      const type = story.context === "videos" ? "videos" : "news_stories";
      const path = articlePath({ post: "p", type, id: story.id, slug: slugify(story.name) || undefined });
      await dispatch(picked, `article:${story.id}`, "breaking", (locale) =>
        breakingPayload(locale, story, path, options.prefixes[locale]),
      );
    }
    // More than one look's worth: go on from where this one stopped.
    if (stories.length === STORIES_PER_LOOK) lookAgain = true;
  }

  function storiesChanged() {
    if (stopped) return;
    if (looking) {
      lookAgain = true;
      return;
    }
    const run = (async () => {
      do {
        lookAgain = false;
        await lookForStories();
      } while (lookAgain && !stopped);
    })().finally(() => {
      looking = undefined;
    });
    looking = run;
    track(run);
  }

  return {
    eventChanged(before, after) {
      if (stopped) return;
      const at = now();
      const found = matchAlerts(
        before,
        { status: after.status.status, period: after.status.period, goals: after.goals },
        at,
      );
      if (found.length > 0) track(matchChanged(found, after, at));
    },
    storiesChanged,
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
      await sender.idle();
    },
    async stop() {
      stopped = true;
      await Promise.all([...pending]);
      await sender.stop();
    },
  };
}
