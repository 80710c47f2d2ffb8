/**
 * The data-rewards campaign's arithmetic (docs/behaviour/rewards.md#rewards-state, docs/behaviour/rewards.md#conditions, docs/behaviour/limits.md#rewards-limits; docs/decisions/0075-rewards-campaigns-and-claims.md):
 * which conditions a campaign link switches on, how far a reader has come, and when the reward
 * may be claimed. Pure, so the browser's meter and the server's check of a claim agree.
 */

/** docs/behaviour/limits.md#rewards-limits Reward condition weight: each condition adds this to the total. */
export const REWARD_CONDITION_WEIGHT = 33;
/** docs/behaviour/limits.md#rewards-limits: 3 articles to read for the December campaign. */
export const DECEMBER_ARTICLES = 3;
/** docs/behaviour/limits.md#rewards-limits A watched video counts as read after this long. */
export const VIDEO_READ_AFTER_MS = 10_000;

/** docs/behaviour/rewards.md#rewards-state `conditions`: articles default 1, shares 0, registration 0. */
export type RewardConditions = { articles: number; shares: number; registration: number };

/** docs/behaviour/rewards.md#rewards-state `done`: the reader's read and shared article ids (each once) and whether they signed up. */
export type RewardProgress = { read: readonly number[]; shared: readonly number[]; registered: boolean };

export const DEFAULT_CONDITIONS: RewardConditions = { articles: 1, shares: 0, registration: 0 };

/** The number written after `name` in a campaign value (`shared2`, `shared_2`, `shared-2`), or null. */
function numberAfter(campaign: string, name: string): number | null {
  const match = new RegExp(`${name}[_-]?(\\d{1,3})`).exec(campaign);
  return match ? Number(match[1]) : null;
}

/**
 * docs/behaviour/rewards.md#conditions: the conditions an `utm_campaign` value switches on — `up_december` needs 3 articles;
 * `shared` and `registration` take their numbers from the value. Case does not matter.
 */
export function conditionsFromCampaign(utmCampaign: string | null | undefined): RewardConditions {
  const campaign = (utmCampaign ?? "").toLowerCase();
  return {
    articles: campaign.includes("up_december") ? DECEMBER_ARTICLES : DEFAULT_CONDITIONS.articles,
    shares: numberAfter(campaign, "shared") ?? DEFAULT_CONDITIONS.shares,
    registration: numberAfter(campaign, "registration") ?? DEFAULT_CONDITIONS.registration,
  };
}

/** docs/behaviour/rewards.md#conditions Each condition adds 33: the articles always, shares and registration when required. */
export function rewardTotal(conditions: RewardConditions): number {
  const required = 1 + (conditions.shares > 0 ? 1 : 0) + (conditions.registration > 0 ? 1 : 0);
  return required * REWARD_CONDITION_WEIGHT;
}

function ratio(done: number, required: number): number {
  return Math.min(done, required) / required;
}

/**
 * docs/behaviour/rewards.md#progress: each condition's ratio times its weight, summed. Zero articles required counts as
 * full; shares and registration count 0 when not required. Never more than the total.
 */
export function rewardFill(conditions: RewardConditions, progress: RewardProgress): number {
  const articles = conditions.articles <= 0 ? 1 : ratio(new Set(progress.read).size, conditions.articles);
  const shares = conditions.shares <= 0 ? 0 : ratio(new Set(progress.shared).size, conditions.shares);
  const registration = conditions.registration <= 0 ? 0 : progress.registered ? 1 : 0;
  return (articles + shares + registration) * REWARD_CONDITION_WEIGHT;
}

/** The meter's percent, 0–100, rounded down so 100 means done. */
export function rewardPercent(conditions: RewardConditions, progress: RewardProgress): number {
  return Math.floor((rewardFill(conditions, progress) / rewardTotal(conditions)) * 100 + 1e-9);
}

/** docs/behaviour/rewards.md#progress Completion: progress reached the total, the reward is not yet claimed and the meter shows. */
export function rewardComplete(
  conditions: RewardConditions,
  progress: RewardProgress,
  state: { claimed: boolean; shown: boolean },
): boolean {
  return state.shown && !state.claimed && rewardFill(conditions, progress) >= rewardTotal(conditions) - 1e-9;
}

/** docs/behaviour/rewards.md#reads-and-shares Read and shared articles are recorded once each by id. */
export function recordOnce(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

/** docs/behaviour/rewards.md#icon-and-flags The icon is hidden when the path contains `jj_december`. */
export function rewardIconHidden(path: string): boolean {
  return path.includes("jj_december");
}

/** docs/behaviour/rewards.md#icon-and-flags The share-marketing flag is set when the campaign path contains `up_3_articles`. */
export function shareMarketing(path: string): boolean {
  return path.includes("up_3_articles");
}

/** docs/behaviour/rewards.md#program-storage A new `clickid` with the same campaign replaces the stored program (another campaign too). */
export function replacesStoredProgram(
  stored: { token: string; campaign: string } | null,
  arriving: { token: string; campaign: string },
): boolean {
  return stored === null || stored.token !== arriving.token || stored.campaign !== arriving.campaign;
}
