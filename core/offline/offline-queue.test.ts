import { describe, expect, it } from "vitest";
import {
  IDEMPOTENCY_KEY_PATTERN,
  newChangeId,
  parseQueue,
  QUEUE_MAX,
  QUEUE_MAX_AGE_MS,
  type QueuedChange,
  replayOutcome,
  withQueued,
} from "./offline-queue.ts";

const change = (n: number, patch: Partial<QueuedChange> = {}): QueuedChange => ({
  id: `change-${String(n).padStart(4, "0")}`,
  target: `like:news_stories:${n}`,
  method: "POST",
  path: "like",
  body: { id: n, context: "news_stories" },
  reader: "tid-1",
  queuedAt: 1_000 + n,
  attempts: 0,
  ...patch,
});

const NOW = 5_000;

describe("parseQueue", () => {
  it("keeps well-formed changes and drops corrupt ones", () => {
    const stored = [
      change(1),
      "junk",
      null,
      { ...change(2), id: "short" },
      { ...change(3), path: "accounts/delete" },
      { ...change(4), method: "GET" },
      { ...change(5), reader: 7 },
      { ...change(6), attempts: -1 },
      { ...change(7), queuedAt: Number.NaN },
      change(1),
      change(8, { reader: null, path: "reads", target: "read:news_stories:8" }),
    ];
    expect(parseQueue(stored, NOW).map((entry) => entry.id)).toEqual(["change-0001", "change-0008"]);
    expect(parseQueue({ not: "a list" }, NOW)).toEqual([]);
    expect(parseQueue(null, NOW)).toEqual([]);
  });

  it("drops a change queued more than 14 days ago", () => {
    const stored = [change(1, { queuedAt: 1_000 }), change(2, { queuedAt: 2_000 })];
    expect(parseQueue(stored, 1_000 + QUEUE_MAX_AGE_MS).map((entry) => entry.id)).toEqual([
      "change-0001",
      "change-0002",
    ]);
    expect(parseQueue(stored, 1_001 + QUEUE_MAX_AGE_MS).map((entry) => entry.id)).toEqual(["change-0002"]);
  });

  it("keeps at most the cap, the newest", () => {
    const stored = Array.from({ length: QUEUE_MAX + 5 }, (_, i) => change(i + 1));
    const parsed = parseQueue(stored, NOW);
    expect(parsed).toHaveLength(QUEUE_MAX);
    expect(parsed[0].id).toBe("change-0006");
  });
});

describe("withQueued", () => {
  it("replaces a queued change of the same thing: a like then an unlike sends the unlike only", () => {
    const like = change(1);
    const unlike = change(2, { target: like.target, path: "unlike" });
    expect(withQueued(withQueued([], like), unlike)).toEqual([unlike]);
  });

  it("at the cap drops the oldest read first, then the oldest change", () => {
    const full = Array.from({ length: QUEUE_MAX }, (_, i) =>
      i === 10 ? change(i + 1, { path: "reads", target: `read:${i}` }) : change(i + 1),
    );
    const added = withQueued(full, change(500));
    expect(added).toHaveLength(QUEUE_MAX);
    expect(added.some((entry) => entry.path === "reads")).toBe(false);
    const again = withQueued(added, change(501));
    expect(again[0].id).toBe("change-0002");
    expect(again.at(-1)?.id).toBe("change-0501");
  });
});

describe("replayOutcome", () => {
  it.each([
    ["POST", 200, "done"],
    ["POST", 201, "done"],
    ["POST", 204, "done"],
    ["POST", 409, "done"],
    ["DELETE", 404, "done"],
    ["POST", 404, "drop"],
    ["POST", 400, "drop"],
    ["POST", 401, "drop"],
    ["POST", 403, "drop"],
    ["POST", 429, "retry"],
    ["POST", 500, "retry"],
    ["PUT", 503, "retry"],
  ] as const)("%s answered %i is %s", (method, status, outcome) => {
    expect(replayOutcome(method, status)).toBe(outcome);
  });
});

describe("newChangeId", () => {
  it("makes keys the server takes as Idempotency-Key", () => {
    expect(newChangeId()).toMatch(IDEMPOTENCY_KEY_PATTERN);
    const fallback = globalThis.crypto;
    try {
      Object.defineProperty(globalThis, "crypto", { value: undefined, configurable: true });
      expect(newChangeId(() => 0.5)).toBe("8".repeat(32));
    } finally {
      Object.defineProperty(globalThis, "crypto", { value: fallback, configurable: true });
    }
  });
});
