import {
  conditionsFromCampaign,
  type RewardConditions,
  rewardIconHidden,
  rewardPercent,
  rewardTotal,
  shareMarketing,
} from "#core/rewards/rewards.ts";
import {
  REWARD_ERROR_CODES,
  type RewardErrorCode,
  type RewardProgramJson,
} from "#core/rewards/rewards-api.ts";
import type { StoredProgram } from "./rewards-program-storage.ts";

export type RewardsMessage = {
  tone: "success" | "error";
  /** A key of the rewards catalog. */
  key: string;
  values?: Record<string, string | number>;
};

/** docs/behaviour/rewards.md#rewards-state, as the screens show it. */
export type RewardsState = {
  token: string | null;
  campaign: string | null;
  conditions: RewardConditions;
  megabytes: number;
  /** The server's counts (or the stored ones before it answers). */
  read: number;
  /** The story ids the server counted. */
  readIds: readonly number[];
  shared: number;
  registered: boolean;
  fill: number;
  total: number;
  percent: number;
  /** The icon and meter are shown (hidden for `jj_december`, after a claim, without a program). */
  show: boolean;
  complete: boolean;
  success: boolean;
  loading: boolean;
  claiming: boolean;
  shareMarketing: boolean;
  /** The server has answered for this program at least once. */
  confirmed: boolean;
  message: RewardsMessage | null;
};

export function isRewardErrorCode(code: unknown): code is RewardErrorCode {
  return typeof code === "string" && (REWARD_ERROR_CODES as readonly string[]).includes(code);
}

/** No program: nothing shown. */
export const EMPTY_STATE: RewardsState = {
  token: null,
  campaign: null,
  conditions: conditionsFromCampaign(null),
  megabytes: 0,
  read: 0,
  readIds: [],
  shared: 0,
  registered: false,
  fill: 0,
  total: rewardTotal(conditionsFromCampaign(null)),
  percent: 0,
  show: false,
  complete: false,
  success: false,
  loading: false,
  claiming: false,
  shareMarketing: false,
  confirmed: false,
  message: null,
};

/** The state a stored program paints before the server answers (or the server's last answer). */
export function stateOfProgram(program: StoredProgram, server: RewardProgramJson | null): RewardsState {
  const answer = server ?? program.last;
  const conditions = answer?.campaign.conditions ?? conditionsFromCampaign(program.campaign);
  const progress = answer?.progress ?? { read: [], shared: [], registered: false };
  return {
    ...EMPTY_STATE,
    token: program.token,
    campaign: program.campaign,
    conditions,
    megabytes: answer?.campaign.megabytes ?? 0,
    read: new Set(progress.read).size,
    readIds: progress.read,
    shared: new Set(progress.shared).size,
    registered: progress.registered,
    fill: answer?.fill ?? 0,
    total: answer?.total ?? rewardTotal(conditions),
    percent: answer?.percent ?? rewardPercent(conditions, progress),
    show: !rewardIconHidden(program.path) && !(answer?.claimed ?? false),
    complete: answer?.complete ?? false,
    shareMarketing: shareMarketing(program.path),
    confirmed: server !== null,
  };
}
