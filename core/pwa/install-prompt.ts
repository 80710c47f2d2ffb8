/*
 * When the site offers to install the app (docs/behaviour/offline-push.md#notification-state: the PWA prompt flag; issue
 * 22 scope 3): at a polite moment, from the reader's second visit on, and only when all hold — the
 * browser offered an install (Chromium's `beforeinstallprompt`, kept by the head's platform script;
 * none on iOS, where nothing is offered), the page is not already the installed app, the cookie
 * banner is not up and the goal-alerts prompt is not showing (never two prompts at once), and the
 * reader did not say "Not now" lately (14 days, the default expiry of core/storage/local-storage-entry.ts).
 */

import { siteStorageKey } from "../storage/local-storage-entry.ts";

/** The element id of the prompt; the goal-alerts prompt waits while it is up (and the other way round). */
export const INSTALL_PROMPT_ID = "install-prompt";

/** A page seen this long after the last one starts a new visit (the usual analytics session gap). */
export const VISIT_GAP_MS = 30 * 60 * 1000;
/** The visit from which the prompt may be offered. */
export const MIN_VISITS_FOR_INSTALL = 2;

/** How many visits this browser made, and when the last page of the last one was seen. */
export type Visits = { count: number; last: number };

/** The local storage keys, after the site's name as docs/behaviour/platform.md#local-storage-keys keys are (core/storage/local-storage-entry.ts). */
export function visitsKey(siteName: string): string {
  return siteStorageKey(siteName, "Visits");
}

export function installLaterKey(siteName: string): string {
  return siteStorageKey(siteName, "InstallPromptLater");
}

function isVisits(value: unknown): value is Visits {
  if (typeof value !== "object" || value === null) return false;
  const { count, last } = value as Partial<Visits>;
  return Number.isInteger(count) && (count ?? 0) > 0 && Number.isFinite(last);
}

/**
 * The visits once this page is counted: the first page ever (or after the entry expired or was
 * corrupt) is visit 1; a page more than VISIT_GAP_MS after the last one starts the next visit;
 * any page moves the last-seen time on. A clock that went back counts as the same visit.
 */
export function countVisit(stored: unknown, now: number): Visits {
  if (!isVisits(stored)) return { count: 1, last: now };
  const gap = now - stored.last;
  return { count: gap > VISIT_GAP_MS ? stored.count + 1 : stored.count, last: Math.max(now, stored.last) };
}

export type InstallPromptState = {
  /** This browser's visits, this one included. */
  visits: number;
  /** The browser offered an install (a kept `beforeinstallprompt`). */
  installable: boolean;
  /** The page runs as the installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  bannerOpen: boolean;
  /** Another prompt of the site (the goal alerts) is showing. */
  otherPrompt: boolean;
  /** A "Not now" is remembered (and has not expired). */
  later: boolean;
};

/** Why the prompt is not offered now, or "offer". Also what the page says in data-install-prompt. */
export type InstallDecision =
  | "offer"
  | "visits"
  | "standalone"
  | "not-installable"
  | "banner"
  | "other-prompt"
  | "later";

export function installDecision(state: InstallPromptState): InstallDecision {
  if (state.standalone) return "standalone";
  if (state.visits < MIN_VISITS_FOR_INSTALL) return "visits";
  if (state.later) return "later";
  if (!state.installable) return "not-installable";
  if (state.bannerOpen) return "banner";
  if (state.otherPrompt) return "other-prompt";
  return "offer";
}
