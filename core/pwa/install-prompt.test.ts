import { describe, expect, it } from "vitest";
import {
  DEFAULT_ENTRY_TTL_MS,
  entryTtl,
  memoryStorage,
  readEntry,
  writeEntry,
} from "../storage/local-storage-entry.ts";
import {
  countVisit,
  type InstallPromptState,
  installDecision,
  installLaterKey,
  VISIT_GAP_MS,
  visitsKey,
} from "./install-prompt.ts";

const NOW = Date.UTC(2026, 10, 28, 12);

describe("counting visits", () => {
  it("starts at 1 with nothing stored, or something that is not our count", () => {
    for (const stored of [
      null,
      undefined,
      "2",
      { count: 0, last: NOW },
      { count: 1.5, last: NOW },
      { count: 2 },
    ]) {
      expect(countVisit(stored, NOW)).toEqual({ count: 1, last: NOW });
    }
  });

  it("keeps the count within a visit and moves the last-seen time on", () => {
    expect(countVisit({ count: 1, last: NOW - VISIT_GAP_MS }, NOW)).toEqual({ count: 1, last: NOW });
    expect(countVisit({ count: 3, last: NOW - 1000 }, NOW)).toEqual({ count: 3, last: NOW });
  });

  it("counts a new visit after a gap of more than 30 minutes", () => {
    expect(countVisit({ count: 1, last: NOW - VISIT_GAP_MS - 1 }, NOW)).toEqual({ count: 2, last: NOW });
    expect(countVisit({ count: 7, last: NOW - 3 * 24 * 3600_000 }, NOW)).toEqual({ count: 8, last: NOW });
  });

  it("counts a clock that went back as the same visit", () => {
    expect(countVisit({ count: 2, last: NOW + 3600_000 }, NOW)).toEqual({ count: 2, last: NOW + 3600_000 });
  });

  it("keeps its entries under the site's keys, for the default 14 days", () => {
    expect(visitsKey("Icaro")).toBe("IcaroVisits");
    expect(installLaterKey("Acme News")).toBe("AcmeNewsInstallPromptLater");
    expect(entryTtl(visitsKey("Icaro"))).toBe(DEFAULT_ENTRY_TTL_MS);
    expect(entryTtl(installLaterKey("Icaro"), true)).toBe(DEFAULT_ENTRY_TTL_MS);
  });
});

describe("when the install prompt is offered", () => {
  const polite: InstallPromptState = {
    visits: 2,
    installable: true,
    standalone: false,
    bannerOpen: false,
    otherPrompt: false,
    later: false,
  };

  it("is offered from the second visit on, when the browser can install", () => {
    expect(installDecision(polite)).toBe("offer");
    expect(installDecision({ ...polite, visits: 9 })).toBe("offer");
  });

  it.each([
    [{ visits: 1 }, "visits"],
    [{ standalone: true }, "standalone"],
    [{ installable: false }, "not-installable"],
    [{ bannerOpen: true }, "banner"],
    [{ otherPrompt: true }, "other-prompt"],
    [{ later: true }, "later"],
  ] as const)("is not offered with %o: %s", (change, reason) => {
    expect(installDecision({ ...polite, ...change })).toBe(reason);
  });

  it("is not offered again for 14 days after a 'Not now', then it is", () => {
    const storage = memoryStorage();
    const key = installLaterKey("Icaro");
    writeEntry(storage, key, true, NOW);
    const later = (at: number) => readEntry<boolean>(storage, key, at) === true;
    expect(installDecision({ ...polite, later: later(NOW + DEFAULT_ENTRY_TTL_MS - 1) })).toBe("later");
    expect(installDecision({ ...polite, later: later(NOW + DEFAULT_ENTRY_TTL_MS) })).toBe("offer");
  });

  it("counts a first visit in the installed app as installed, not as too early", () => {
    expect(installDecision({ ...polite, visits: 1, standalone: true })).toBe("standalone");
  });
});
