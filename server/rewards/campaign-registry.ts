import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { RewardConditions } from "#core/rewards/rewards.ts";
import type { Database } from "#server/db/client.ts";
import { campaigns, rewardClaims, rewardFulfilments } from "#server/db/schema.ts";
import type { CampaignInput } from "./campaign-input.ts";
import { campaignActive, pgErrorCode } from "./rewards-service.ts";

/*
 * The operator's side of the rewards campaign (`icaro campaigns add|list|end`, `icaro rewards
 * pending|fulfil`), on the database the command or the server owns. Inputs are checked by
 * campaign-input.ts before they come here.
 */

/** A refusal the operator can act on: the command's one error line, the endpoint's 400. */
export class CampaignRegistryError extends Error {
  override name = "CampaignRegistryError";
}

/** A campaign as the operator sees it (its secret only as set or not). */
export type CampaignEntry = {
  code: string;
  conditions: RewardConditions;
  megabytes: number;
  starts_at: string;
  ends_at: string;
  ended_at: string | null;
  active: boolean;
  daily_limit: number | null;
  total_limit: number | null;
  per_reader: number;
  token_hours: number;
  click_secret: boolean;
  landing: string | null;
  languages: string[];
  claims: { total: number; today: number; pending: number };
};

export type PendingClaim = {
  id: number;
  campaign: string;
  reader: string;
  megabytes: number;
  status: string;
  claimed_at: string;
  idempotency_key: string;
  calls: { attempt: number; http_status: number | null; ok: boolean; error: string | null; at: string }[];
};

type CampaignRow = typeof campaigns.$inferSelect;

function entryOf(row: CampaignRow, claims: CampaignEntry["claims"]): CampaignEntry {
  return {
    code: row.code,
    conditions: row.conditions,
    megabytes: row.megabytes,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    active: campaignActive(row),
    daily_limit: row.dailyLimit,
    total_limit: row.totalLimit,
    per_reader: row.perReaderLimit,
    token_hours: row.tokenHours,
    click_secret: row.clickSecret !== null,
    landing: row.landing,
    languages: Object.keys(row.page ?? {}),
    claims,
  };
}

async function claimCounts(db: Database, campaignIds: number[]) {
  if (campaignIds.length === 0) return new Map<number, CampaignEntry["claims"]>();
  const rows = await db
    .select({
      id: rewardClaims.campaignId,
      total: sql<number>`count(*)::int`,
      today: sql<number>`(count(*) filter (where ${rewardClaims.claimedAt} >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'))::int`,
      pending: sql<number>`(count(*) filter (where ${rewardClaims.status} = 'pending'))::int`,
    })
    .from(rewardClaims)
    .where(inArray(rewardClaims.campaignId, campaignIds))
    .groupBy(rewardClaims.campaignId);
  return new Map(
    rows.map((row) => [
      row.id,
      { total: Number(row.total), today: Number(row.today), pending: Number(row.pending) },
    ]),
  );
}

const NO_CLAIMS = { total: 0, today: 0, pending: 0 };

/** `icaro campaigns add`: a new campaign; a code or landing page in use is refused. */
export async function addCampaign(
  db: Database,
  siteId: number,
  input: CampaignInput,
): Promise<CampaignEntry> {
  const [taken] = await db
    .select({ code: campaigns.code, landing: campaigns.landing })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.siteId, siteId),
        input.landing
          ? sql`(lower(${campaigns.code}) = lower(${input.code}) or ${campaigns.landing} = ${input.landing})`
          : sql`lower(${campaigns.code}) = lower(${input.code})`,
      ),
    )
    .limit(1);
  if (taken) throw takenError(taken.code.toLowerCase() === input.code.toLowerCase(), input);
  try {
    const [row] = await db
      .insert(campaigns)
      .values({ siteId, ...input })
      .returning();
    return entryOf(row, NO_CLAIMS);
  } catch (error) {
    // Two adds at once: the unique indexes decide.
    if (pgErrorCode(error) === "23505") throw takenError(true, input);
    throw error;
  }
}

function takenError(codeTaken: boolean, input: CampaignInput) {
  return new CampaignRegistryError(
    codeTaken
      ? `there is already a campaign "${input.code}"`
      : `the landing page ${input.landing} already belongs to another campaign`,
  );
}

/** `icaro campaigns list`: every campaign of the site, newest first, with its claims. */
export async function listCampaigns(db: Database, siteId: number): Promise<CampaignEntry[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.siteId, siteId))
    .orderBy(desc(campaigns.startsAt), asc(campaigns.code));
  const counts = await claimCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => entryOf(row, counts.get(row.id) ?? NO_CLAIMS));
}

/** `icaro campaigns end`: no program or claim after now; claims already made stay. */
export async function endCampaign(db: Database, siteId: number, code: string): Promise<CampaignEntry> {
  const where = and(eq(campaigns.siteId, siteId), sql`lower(${campaigns.code}) = lower(${code})`);
  const [row] = await db
    .update(campaigns)
    .set({ endedAt: new Date() })
    .where(and(where, isNull(campaigns.endedAt)))
    .returning();
  if (!row) {
    const [existing] = await db.select({ code: campaigns.code }).from(campaigns).where(where);
    throw new CampaignRegistryError(
      existing ? `the campaign "${existing.code}" has already ended` : `there is no campaign "${code}"`,
    );
  }
  const counts = await claimCounts(db, [row.id]);
  return entryOf(row, counts.get(row.id) ?? NO_CLAIMS);
}

/** `icaro rewards pending`: claims waiting for fulfilment, oldest first, with every call made. */
export async function listPendingClaims(db: Database, siteId: number): Promise<PendingClaim[]> {
  const claims = await db
    .select({
      id: rewardClaims.id,
      campaign: campaigns.code,
      reader: rewardClaims.reader,
      megabytes: rewardClaims.megabytes,
      status: rewardClaims.status,
      claimedAt: rewardClaims.claimedAt,
      key: rewardClaims.idempotencyKey,
    })
    .from(rewardClaims)
    .innerJoin(campaigns, eq(campaigns.id, rewardClaims.campaignId))
    .where(and(eq(rewardClaims.siteId, siteId), eq(rewardClaims.status, "pending")))
    .orderBy(asc(rewardClaims.claimedAt), asc(rewardClaims.id))
    .limit(1000);
  const calls =
    claims.length === 0
      ? []
      : await db
          .select()
          .from(rewardFulfilments)
          .where(
            inArray(
              rewardFulfilments.claimId,
              claims.map((claim) => claim.id),
            ),
          )
          .orderBy(asc(rewardFulfilments.attempt));
  return claims.map((claim) => ({
    id: claim.id,
    campaign: claim.campaign,
    reader: claim.reader,
    megabytes: claim.megabytes,
    status: claim.status,
    claimed_at: claim.claimedAt.toISOString(),
    idempotency_key: claim.key,
    calls: calls
      .filter((call) => call.claimId === claim.id)
      .map((call) => ({
        attempt: call.attempt,
        http_status: call.httpStatus,
        ok: call.ok,
        error: call.error,
        at: call.attemptedAt.toISOString(),
      })),
  }));
}

/** `icaro rewards fulfil`: the operator provisioned the data by hand (a pending or failed claim). */
export async function fulfilClaim(db: Database, siteId: number, claimId: number) {
  const [row] = await db
    .update(rewardClaims)
    .set({ status: "fulfilled", fulfilledAt: new Date(), fulfilledBy: "operator" })
    .where(
      and(
        eq(rewardClaims.id, claimId),
        eq(rewardClaims.siteId, siteId),
        inArray(rewardClaims.status, ["pending", "failed"]),
      ),
    )
    .returning({ id: rewardClaims.id, megabytes: rewardClaims.megabytes, reader: rewardClaims.reader });
  if (!row) {
    const [existing] = await db
      .select({ status: rewardClaims.status })
      .from(rewardClaims)
      .where(and(eq(rewardClaims.id, claimId), eq(rewardClaims.siteId, siteId)));
    throw new CampaignRegistryError(
      existing ? `claim ${claimId} is already fulfilled` : `there is no claim ${claimId}`,
    );
  }
  return { fulfilled: { id: row.id, megabytes: row.megabytes, reader: row.reader } };
}
