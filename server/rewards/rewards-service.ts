import { and, eq, isNull, or, sql } from "drizzle-orm";
import { rewardFill, rewardPercent, rewardTotal } from "#core/rewards/rewards.ts";
import {
  CAMPAIGN_LANDINGS,
  type CampaignJson,
  type CampaignLanding,
  type CampaignPageJson,
  type RegistrationFieldError,
  type RewardClaimJson,
  type RewardProgramJson,
  type RewardProgressJson,
} from "#core/rewards/rewards-api.ts";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/query-rows.ts";
import {
  campaignRegistrations,
  campaigns,
  rewardClaims,
  rewardPrograms,
  rewardShares,
  users,
} from "#server/db/schema.ts";
import { clickTokenSigned } from "./click-token.ts";
import { rewardsErrors } from "./rewards-errors.ts";

/*
 * The reader's side of the data-rewards campaign (decision 0075): programs started by
 * click tokens, progress counted from the reader's real reads and shares, the rewards form, the
 * landing pages, and the claim — once per program, within the campaign's limits, even when many
 * claims arrive at once.
 */

export type Campaign = typeof campaigns.$inferSelect;
type Program = typeof rewardPrograms.$inferSelect;

/** Who asks: the request's PSID and, signed in, the account (its id and tid). */
export type RewardReader = { psid: string; user: { id: number; tid: string } | null };

/** The most story ids a progress answer lists (far more than any condition needs). */
const PROGRESS_IDS_MAX = 100;

/** Running at `now`: started, not past its end, not ended by the operator. */
export function campaignActive(campaign: Campaign, now = new Date()): boolean {
  return campaign.startsAt <= now && now < campaign.endsAt && campaign.endedAt === null;
}

export function campaignJson(campaign: Campaign, now = new Date()): CampaignJson {
  return {
    code: campaign.code,
    megabytes: campaign.megabytes,
    conditions: campaign.conditions,
    starts_at: campaign.startsAt.toISOString(),
    ends_at: campaign.endsAt.toISOString(),
    active: campaignActive(campaign, now),
    landing: (CAMPAIGN_LANDINGS as readonly string[]).includes(campaign.landing ?? "")
      ? (campaign.landing as CampaignLanding)
      : null,
  };
}

/** Refuses a campaign that is not running: not started (409) or ended (410). */
function assertRunning(campaign: Campaign, now = new Date()): void {
  if (campaign.endedAt !== null || now >= campaign.endsAt) throw rewardsErrors.campaignEnded();
  if (now < campaign.startsAt) throw rewardsErrors.campaignNotStarted();
}

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error as its cause). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error; current instanceof Error || (current && typeof current === "object"); ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
    if (current === undefined) break;
  }
  return undefined;
}

/** Busy, not wrong: a lock wait that timed out, a serialization failure or a deadlock. */
const BUSY_CODES = new Set(["40001", "40P01", "55P03", "57014"]);

/** `user:<id>` or `psid:<psid>`: whose claims the per-reader limit counts. */
function readerKey(program: Program): string {
  return program.userId !== null ? `user:${program.userId}` : `psid:${program.psid}`;
}

export type ClaimDone = RewardClaimJson & { claimId: number };

export type RewardsService = ReturnType<typeof createRewardsService>;

export function createRewardsService(
  db: Database,
  options: { siteId: number; onClaimed?: (claimId: number) => void },
) {
  const { siteId } = options;

  async function campaignByCode(code: string): Promise<Campaign> {
    const [campaign] = await db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.siteId, siteId), sql`lower(${campaigns.code}) = lower(${code})`))
      .limit(1);
    if (!campaign) throw rewardsErrors.campaignNotFound();
    return campaign;
  }

  async function campaignById(id: number): Promise<Campaign> {
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, id));
    if (!campaign) throw rewardsErrors.campaignNotFound();
    return campaign;
  }

  /** A program is the reader's when their account holds it, else when their PSID does. */
  function holds(program: Program, reader: RewardReader): boolean {
    if (program.userId !== null && reader.user) return program.userId === reader.user.id;
    return program.psid === reader.psid;
  }

  /** A signed-in reader's program held by their PSID becomes their account's too. */
  async function linkAccount(program: Program, reader: RewardReader): Promise<Program> {
    if (program.userId !== null || !reader.user) return program;
    await db
      .update(rewardPrograms)
      .set({ userId: reader.user.id })
      .where(and(eq(rewardPrograms.id, program.id), isNull(rewardPrograms.userId)));
    return { ...program, userId: reader.user.id };
  }

  /** The reader's program of this token, linked to their account; else 404 `invalid_token`. */
  async function readersProgram(token: string, reader: RewardReader): Promise<Program> {
    const [program] = await db
      .select()
      .from(rewardPrograms)
      .where(and(eq(rewardPrograms.siteId, siteId), eq(rewardPrograms.token, token)));
    if (!program || !holds(program, reader)) throw rewardsErrors.unknownToken();
    return linkAccount(program, reader);
  }

  /**
   * What the reader did since the program started: stories read (the read beacon's rows of the
   * program's PSID or of its account), stories shared, and whether they signed up after it
   * started or filled in the rewards form.
   */
  async function progressOf(program: Program): Promise<RewardProgressJson> {
    const [account] = program.userId
      ? await db
          .select({ tid: users.tid, createdAt: users.createdAt })
          .from(users)
          .where(eq(users.id, program.userId))
      : [];
    // The account's reads anywhere, and the PSID's as a guest (not another account's on a shared device).
    const whose = account
      ? sql`(user_id = ${account.tid} or (psid = ${program.psid} and user_id is null))`
      : sql`psid = ${program.psid} and user_id is null`;
    const reads = await queryRows<{ article_id: number }>(
      db,
      sql`select article_id from article_reads
          where ${whose} and read_at >= ${program.startedAt.toISOString()}
          group by article_id order by min(read_at) limit ${PROGRESS_IDS_MAX}`,
    );
    const shares = await db
      .select({ id: rewardShares.articleId })
      .from(rewardShares)
      .where(eq(rewardShares.programId, program.id))
      .orderBy(rewardShares.sharedAt)
      .limit(PROGRESS_IDS_MAX);
    const signedUp = account !== undefined && account.createdAt >= program.startedAt;
    const registered =
      signedUp ||
      (
        await db
          .select({ id: campaignRegistrations.id })
          .from(campaignRegistrations)
          .where(eq(campaignRegistrations.programId, program.id))
          .limit(1)
      ).length > 0;
    return {
      read: reads.map((row) => Number(row.article_id)),
      shared: shares.map((s) => s.id),
      registered,
    };
  }

  async function claimOf(programId: number) {
    const [claim] = await db.select().from(rewardClaims).where(eq(rewardClaims.programId, programId));
    return claim;
  }

  async function programJson(program: Program, campaign: Campaign): Promise<RewardProgramJson> {
    const progress = await progressOf(program);
    const claimed = (await claimOf(program.id)) !== undefined;
    const conditions = campaign.conditions;
    const fill = rewardFill(conditions, progress);
    const total = rewardTotal(conditions);
    return {
      token: program.token,
      campaign: campaignJson(campaign),
      progress,
      fill,
      total,
      percent: Math.min(100, rewardPercent(conditions, progress)),
      complete: !claimed && fill >= total - 1e-9,
      claimed,
      expires_at: program.expiresAt.toISOString(),
    };
  }

  /**
   * `POST rewards/program`: starts the program of a click token for the reader, or answers the
   * one they hold. A new token for a campaign replaces the reader's older unclaimed program of it.
   */
  async function startProgram(input: { token: string; campaign: string }, reader: RewardReader) {
    const campaign = await campaignByCode(input.campaign);
    assertRunning(campaign);
    if (campaign.clickSecret && !clickTokenSigned(input.token, campaign.clickSecret))
      throw rewardsErrors.forgedToken();
    const now = new Date();
    const [inserted] = await db
      .insert(rewardPrograms)
      .values({
        siteId,
        campaignId: campaign.id,
        token: input.token,
        psid: reader.psid,
        userId: reader.user?.id ?? null,
        startedAt: now,
        expiresAt: new Date(now.getTime() + campaign.tokenHours * 3_600_000),
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      // The token is known: the reader's own program of this campaign, or nobody else's business.
      const program = await readersProgram(input.token, reader);
      if (program.campaignId !== campaign.id) throw rewardsErrors.unknownToken();
      return programJson(program, campaign);
    }
    await replaceOlderPrograms(inserted, reader);
    return programJson(inserted, campaign);
  }

  /** docs/behaviour/rewards.md#program-storage: the reader's older programs of the campaign give way to the new one, unless claimed. */
  async function replaceOlderPrograms(program: Program, reader: RewardReader): Promise<void> {
    const asGuest = and(eq(rewardPrograms.psid, reader.psid), isNull(rewardPrograms.userId));
    const whose = reader.user ? or(eq(rewardPrograms.userId, reader.user.id), asGuest) : asGuest;
    await db
      .delete(rewardPrograms)
      .where(
        and(
          eq(rewardPrograms.campaignId, program.campaignId),
          sql`${rewardPrograms.id} <> ${program.id}`,
          whose,
          sql`not exists (select 1 from reward_claims where reward_claims.program_id = ${rewardPrograms.id})`,
        ),
      );
  }

  /** `GET rewards/program?token=`: the reader's program with its progress. */
  async function getProgram(token: string, reader: RewardReader) {
    const program = await readersProgram(token, reader);
    return programJson(program, await campaignById(program.campaignId));
  }

  /** `POST rewards/share`: a shared story, recorded once, while the program runs. */
  async function share(input: { token: string; id: number }, reader: RewardReader) {
    const program = await readersProgram(input.token, reader);
    const campaign = await campaignById(program.campaignId);
    assertRunning(campaign);
    if (program.expiresAt <= new Date()) throw rewardsErrors.tokenExpired();
    await db
      .insert(rewardShares)
      .values({ programId: program.id, articleId: input.id })
      .onConflictDoNothing();
    return programJson(program, campaign);
  }

  /**
   * `POST rewards/registration`: the rewards form. The e-mail is registered once per campaign (the
   * unique index decides, also for two at once); with the reader's token it meets the program's
   * registration condition.
   */
  async function register(
    input: { campaign: string; token?: string; name: string; email: string },
    reader: RewardReader,
  ) {
    const campaign = await campaignByCode(input.campaign);
    assertRunning(campaign);
    const program = input.token ? await readersProgram(input.token, reader) : null;
    if (program && program.campaignId !== campaign.id) throw rewardsErrors.unknownToken();
    const [row] = await db
      .insert(campaignRegistrations)
      .values({
        campaignId: campaign.id,
        programId: program?.id ?? null,
        name: input.name,
        email: input.email,
      })
      .onConflictDoNothing()
      .returning({ id: campaignRegistrations.id });
    if (!row) throw rewardsErrors.emailRegistered();
    return { registered: true as const, campaign: campaign.code };
  }

  /** `GET rewards/campaign/{landing}`: the page in the reader's language, else English, else any. */
  async function landingPage(landing: CampaignLanding, language: string): Promise<CampaignPageJson> {
    const [campaign] = await db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.siteId, siteId), eq(campaigns.landing, landing)));
    if (!campaign) throw rewardsErrors.campaignNotFound();
    const pages = campaign.page ?? {};
    const page = pages[language] ?? pages.en ?? Object.values(pages)[0];
    return {
      campaign: campaignJson(campaign),
      title: page?.title ?? campaign.code,
      text: page?.text ?? "",
      picture: page?.picture ?? null,
    };
  }

  /**
   * `GET tagger/reward?token=`: the claim. Checked first without locks (the token, a claim already
   * made, the campaign's dates, the token's time, the progress); then, in one transaction holding
   * the campaign's row (SELECT … FOR UPDATE), the limits are counted and the claim inserted, so
   * concurrent claims queue and the limits hold. The unique index on the program makes a second
   * claim of the same token `already_claimed` whatever the timing.
   */
  async function claim(token: string, reader: RewardReader): Promise<ClaimDone> {
    const program = await readersProgram(token, reader);
    const existing = await claimOf(program.id);
    if (existing) throw rewardsErrors.alreadyClaimed();
    const campaign = await campaignById(program.campaignId);
    assertRunning(campaign);
    if (program.expiresAt <= new Date()) throw rewardsErrors.tokenExpired();
    const progress = await progressOf(program);
    if (rewardFill(campaign.conditions, progress) < rewardTotal(campaign.conditions) - 1e-9)
      throw rewardsErrors.notComplete();
    let claimed: { id: number; megabytes: number; status: string };
    try {
      claimed = await db.transaction(async (tx) => {
        // A claim waits at most this long for the campaign's row; then "try again later".
        await tx.execute(sql`set local lock_timeout = '5s'`);
        const [locked] = await tx.select().from(campaigns).where(eq(campaigns.id, campaign.id)).for("update");
        if (!locked) throw rewardsErrors.campaignNotFound();
        assertRunning(locked);
        const [count] = await queryRows<{ today: number; total: number; reader: number; mine: number }>(
          tx,
          sql`select
                count(*) filter (where claimed_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')::int as today,
                count(*)::int as total,
                count(*) filter (where reader = ${readerKey(program)})::int as reader,
                count(*) filter (where program_id = ${program.id})::int as mine
              from reward_claims where campaign_id = ${locked.id}`,
        );
        if (Number(count.mine) > 0) throw rewardsErrors.alreadyClaimed();
        if (locked.dailyLimit !== null && Number(count.today) >= locked.dailyLimit)
          throw rewardsErrors.dailyLimitReached();
        if (locked.totalLimit !== null && Number(count.total) >= locked.totalLimit)
          throw rewardsErrors.rewardLimitReached();
        if (Number(count.reader) >= locked.perReaderLimit) throw rewardsErrors.rewardLimitReached();
        const [row] = await tx
          .insert(rewardClaims)
          .values({
            siteId,
            campaignId: locked.id,
            programId: program.id,
            reader: readerKey(program),
            megabytes: locked.megabytes,
          })
          .onConflictDoNothing()
          .returning({ id: rewardClaims.id, megabytes: rewardClaims.megabytes, status: rewardClaims.status });
        if (!row) throw rewardsErrors.alreadyClaimed();
        return row;
      });
    } catch (error) {
      const code = pgErrorCode(error);
      if (code === "23505") throw rewardsErrors.alreadyClaimed();
      if (code && BUSY_CODES.has(code)) throw rewardsErrors.tryAgainLater();
      throw error;
    }
    // After the commit: the carrier is called in the background; the reader does not wait.
    options.onClaimed?.(claimed.id);
    return {
      success: true,
      megabytes: claimed.megabytes,
      status: claimed.status as ClaimDone["status"],
      claimId: claimed.id,
    };
  }

  return { startProgram, getProgram, share, register, landingPage, claim, campaignByCode };
}

/** The rewards form's fields (docs/behaviour/rewards.md#rewards-form): why each is refused, none when both are good. */
export function registrationFieldErrors(input: { name?: string; email?: string }): {
  name?: RegistrationFieldError;
  email?: RegistrationFieldError;
} {
  const fields: { name?: RegistrationFieldError; email?: RegistrationFieldError } = {};
  const name = input.name?.trim() ?? "";
  const email = input.email?.trim() ?? "";
  if (!name) fields.name = "required";
  else if (!NAME_PATTERN.test(name)) fields.name = "invalid";
  if (!email) fields.email = "required";
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) fields.email = "invalid";
  return fields;
}

/** A person's name: 2 to 100 letters, with spaces, apostrophes, hyphens and dots between them. */
const NAME_PATTERN = /^(?=.{2,100}$)\p{L}[\p{L}\p{M}' .-]*$/u;
/** An address as the form accepts it: one @, a dotted domain, no spaces or control characters. */
const EMAIL_PATTERN = /^[^\s@\p{Cc}]{1,64}@[^\s@\p{Cc}.]+(\.[^\s@\p{Cc}.]+)+$/u;
