import type { BrowserApi } from "#app/api/browser-api.ts";
import { replacesStoredProgram } from "#core/rewards/rewards.ts";
import {
  CLICK_TOKEN_PATTERN,
  type RewardClaimJson,
  type RewardProgramJson,
} from "#core/rewards/rewards-api.ts";
import { type EntryStorage, removeEntry, siteStorageKey } from "#core/storage/local-storage-entry.ts";
import { clearPrograms, type StoredProgram, storedProgram, storeProgram } from "./rewards-program-storage.ts";
import { countedReads, doneArticles, recordRewardsRead } from "./rewards-reads.ts";
import {
  EMPTY_STATE,
  isRewardErrorCode,
  type RewardsMessage,
  type RewardsState,
  stateOfProgram,
} from "./rewards-state.ts";

/**
 * The reader's rewards program in the browser (docs/behaviour/rewards.md#rewards-state, docs/behaviour/rewards.md#conditions, docs/behaviour/limits.md#images): a
 * campaign link starts it, read stories move it, the claim ends it. The server decides progress
 * (core/rewards/rewards-api.ts); what is stored (rewards-program-storage.ts) only paints the meter before the server answers and
 * tells the pages that there is a program at all (app/rewards/RewardsSlot.tsx rewardsWanted).
 */

/** The campaign link of an address: `?clickid=…&utm_campaign=…`, or null when it has none or a bad one. */
export function campaignLink(search: string): { token: string; campaign: string } | null {
  const query = new URLSearchParams(search);
  const token = query.get("clickid") ?? "";
  const campaign = (query.get("utm_campaign") ?? "").trim();
  if (!CLICK_TOKEN_PATTERN.test(token) || campaign === "" || campaign.length > 100) return null;
  return { token, campaign };
}

export type RewardsEnvironment = {
  storage: EntryStorage;
  siteName: string;
  /** "/api/v3/" */
  apiPrefix: string;
  api: BrowserApi;
  now?: () => number;
};

/** The story or video a page shows (its `article[data-article-id]`), whose read the page has sent. */
export type PageRead = { id: number; context: string };

/** docs/behaviour/limits.md#rewards-limits The read-article cache is rechecked this often while a program is stored. */
export const READ_RECHECK_MS = 100;
/** How often a read the server has not counted yet is asked about: at once, then 0.2, 0.4… 3.2 s after the previous ask. */
export const READ_CONFIRM_ATTEMPTS = 6;

export type RewardsController = {
  getState(): RewardsState;
  subscribe(listener: () => void): () => void;
  /**
   * Arrives at an address: an address with a campaign link is reported as the campaign's click
   * (`GET /trk`, once per click token and page); a campaign link on a content page starts (or
   * replaces) the program; otherwise the page's story, read under a stored program, goes to the
   * read-article cache.
   */
  arrive(location: { pathname: string; search: string }, read: PageRead | null): Promise<void>;
  /** Asks the server for the program's progress. */
  refresh(): Promise<void>;
  /**
   * The 100 ms check: a read that counts now (a story at once, a video after 10 s) and that the
   * server's last answer does not have yet asks the server again, a few times, further apart,
   * until the read beacon has reached it.
   */
  checkReads(): void;
  /** Starts the 100 ms check (only while a program is stored); returns its stop. */
  watch(): () => void;
  claim(): Promise<void>;
  /**
   * The reader shared the page's story (a share link or button): under a program that needs shares,
   * it goes to the server once (docs/behaviour/rewards.md#reads-and-shares: shared articles are recorded once each by id), whose answer
   * is the program's progress.
   */
  share(read: PageRead | null): Promise<void>;
};

export function createRewardsController(environment: RewardsEnvironment): RewardsController {
  const { storage, siteName, api } = environment;
  const now = environment.now ?? Date.now;
  const prefix = `/${environment.apiPrefix.replace(/^\/+/, "").replace(/\/?$/, "/")}`;
  const listeners = new Set<() => void>();
  const initial = storedProgram(storage, siteName, now());
  let state: RewardsState = initial ? stateOfProgram(initial, null) : EMPTY_STATE;
  let request = 0;
  let inFlight = false;
  /** The reads the 100 ms check waits for, and when it may ask again. */
  let waitingFor = "";
  let attempts = 0;
  let nextAsk = 0;

  const set = (next: Partial<RewardsState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const failWith = (code: unknown): RewardsMessage => ({
    tone: "error",
    key: isRewardErrorCode(code) ? `rewards.error.${code}` : "rewards.failed",
  });

  const errorCode = async (response: Response): Promise<unknown> => {
    const body = (await response.json().catch(() => null)) as { error?: { code?: unknown } } | null;
    return body?.error?.code;
  };

  /** A program the server refuses for good (ended, unknown, forged, expired) is forgotten. */
  const refused = (code: unknown) => {
    clearPrograms(storage, siteName);
    set({ ...EMPTY_STATE, message: failWith(code) });
  };

  const answered = (program: StoredProgram, json: RewardProgramJson) => {
    const current = storedProgram(storage, siteName, now());
    if (current?.token !== program.token) return;
    storeProgram(storage, siteName, { ...current, last: json }, now());
    // A program claimed before (another tab, another visit) says so instead of offering a claim.
    const message: RewardsMessage | null = json.claimed
      ? { tone: "error", key: "rewards.error.already_claimed" }
      : state.message;
    set({ ...stateOfProgram(program, json), message, success: state.success });
  };

  const programCall = async (
    program: StoredProgram,
    init: RequestInit | null,
    path = "rewards/program",
  ): Promise<void> => {
    const mine = ++request;
    inFlight = true;
    set({ loading: true });
    try {
      const response = init
        ? await api(`${prefix}${path}`, init)
        : await api(`${prefix}${path}?token=${encodeURIComponent(program.token)}`);
      if (mine !== request) return;
      if (response.ok) answered(program, (await response.json()) as RewardProgramJson);
      else if (response.status >= 500 || response.status === 429)
        set({ message: failWith("try_again_later") });
      else refused(await errorCode(response));
    } catch {
      if (mine === request) set({ message: failWith("try_again_later") });
    } finally {
      if (mine === request) {
        inFlight = false;
        set({ loading: false });
      }
    }
  };

  /** Stories whose share this page already sent. */
  const sharedIds = new Set<number>();
  /** Click tokens this page has reported: a re-render or a return to the address is no new click. */
  const clickedTokens = new Set<string>();

  /** The campaign link's click (docs/behaviour/consent-ads-analytics.md#analytics-calls `/trk`, decision 0090): sent once, never waited for. */
  const reportClick = (
    link: { token: string; campaign: string },
    pathname: string,
    read: PageRead | null,
  ) => {
    if (clickedTokens.has(link.token)) return;
    clickedTokens.add(link.token);
    import("./report-campaign-click.ts")
      .then((module) => module.reportCampaignClick(api, link, { pathname, read }))
      .catch(() => {
        // A lost click is not worth a retry: the reader's program does not depend on it.
      });
  };

  const controller: RewardsController = {
    getState: () => state,
    async share(read) {
      const stored = storedProgram(storage, siteName, now());
      if (!read || !stored || state.conditions.shares <= 0 || sharedIds.has(read.id)) return;
      sharedIds.add(read.id);
      await programCall(
        stored,
        { method: "POST", body: JSON.stringify({ token: stored.token, id: read.id }) },
        "rewards/share",
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async arrive(location, read) {
      const clicked = campaignLink(location.search);
      if (clicked) reportClick(clicked, location.pathname, read);
      const link = read ? clicked : null;
      const stored = storedProgram(storage, siteName, now());
      if (link && replacesStoredProgram(stored, link)) {
        const program: StoredProgram = {
          ...link,
          path: `${location.pathname}${location.search}`,
          started: now(),
          last: null,
        };
        storeProgram(storage, siteName, program, now());
        // Reads before this program (this page's too: its read went before the program) do not count.
        removeEntry(storage, siteStorageKey(siteName, "RewardsDoneArticle"));
        waitingFor = "";
        set({ ...stateOfProgram(program, null), loading: true });
        await programCall(program, {
          method: "POST",
          body: JSON.stringify({ token: program.token, campaign: program.campaign }),
        });
        return;
      }
      if (stored) {
        if (state.token !== stored.token) set(stateOfProgram(stored, null));
        if (read) recordRewardsRead(storage, siteName, read, now());
        await programCall(stored, null);
      }
    },
    async refresh() {
      const stored = storedProgram(storage, siteName, now());
      if (stored) await programCall(stored, null);
    },
    checkReads() {
      if (!state.token || inFlight) return;
      const time = now();
      const server = new Set(state.readIds);
      const waiting = countedReads(doneArticles(storage, siteName, time), time)
        .filter((id) => !server.has(id))
        .join(",");
      if (waiting === "") {
        waitingFor = "";
        return;
      }
      if (waiting !== waitingFor) {
        waitingFor = waiting;
        attempts = 0;
        nextAsk = time;
      }
      if (attempts >= READ_CONFIRM_ATTEMPTS || time < nextAsk) return;
      attempts += 1;
      nextAsk = time + READ_RECHECK_MS * 2 ** attempts;
      void controller.refresh();
    },
    watch() {
      if (!state.token) return () => {};
      const timer = setInterval(() => {
        if (!storedProgram(storage, siteName, now())) {
          clearInterval(timer);
          return;
        }
        controller.checkReads();
      }, READ_RECHECK_MS);
      return () => clearInterval(timer);
    },
    async claim() {
      const token = state.token;
      if (!token || state.claiming) return;
      set({ claiming: true, message: null });
      let message: RewardsMessage;
      let success = false;
      try {
        const response = await api(`${prefix}tagger/reward?token=${encodeURIComponent(token)}`);
        if (response.ok) {
          const json = (await response.json()) as RewardClaimJson;
          success = json.success === true;
          message = success
            ? { tone: "success", key: "rewards.success", values: { megabytes: json.megabytes } }
            : failWith(null);
        } else {
          message = failWith(await errorCode(response));
        }
      } catch {
        message = failWith("try_again_later");
      }
      // docs/behaviour/rewards.md#completion: success or failure, completion goes false and the icon hides; success forgets the program.
      if (success) clearPrograms(storage, siteName);
      set({ claiming: false, complete: false, show: false, success, message });
    },
  };
  return controller;
}
