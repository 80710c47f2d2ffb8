import { afterEach, describe, expect, it, vi } from "vitest";
import { formatRelativeTime } from "#core/content/story-time.ts";
import { formatClock } from "#core/i18n/clock-time.ts";
import { formatCardDate } from "#core/i18n/format.ts";
import { relativeTimeScript } from "./relative-time-script.ts";

const RENDERED = Date.UTC(2026, 10, 26, 12, 0);
const HOUR = 3_600_000;

/** A `<time data-rel>` as the card writes it: one text node. */
function timeElement(iso: string, text: string) {
  return { dateTime: iso, firstChild: { nodeType: 3, nodeValue: text } };
}

/** Runs the script as the page would, with a fake document and timers; returns the elements. */
function run(
  now: number,
  elements: ReturnType<typeof timeElement>[],
  clocks: ReturnType<typeof timeElement>[] = [],
  locale: "en" | "es" = "es",
) {
  vi.useFakeTimers({ now, toFake: ["Date"] });
  const intervals: (() => void)[] = [];
  const script = relativeTimeScript(RENDERED, locale);
  const found: Record<string, unknown[]> = { "time[data-rel]": elements, "time[data-clock]": clocks };
  new Function("document", "setInterval", "addEventListener", script)(
    { querySelectorAll: (selector: string) => found[selector] ?? [] },
    (callback: () => void) => intervals.push(callback),
    () => {},
  );
  return {
    elements,
    tick: () => {
      for (const callback of intervals) callback();
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("relativeTimeScript", () => {
  const twoHoursBefore = new Date(RENDERED - 2 * HOUR).toISOString();
  const server = formatRelativeTime(twoHoursBefore, RENDERED, "es") ?? "";

  it("leaves a page rendered less than a minute ago as the server wrote it", () => {
    const { elements } = run(RENDERED + 50_000, [timeElement(twoHoursBefore, server)]);
    expect(elements[0].firstChild.nodeValue).toBe("hace 2 h");
  });

  it("rewrites an older page's times as the server would write them now", () => {
    const later = RENDERED + 3 * HOUR;
    const weekOld = new Date(later - 8 * 24 * HOUR).toISOString();
    const { elements } = run(later, [
      timeElement(twoHoursBefore, server),
      timeElement(new Date(later - 20 * 60_000).toISOString(), "old"),
      // A week old or more: the card's date stays.
      timeElement(weekOld, formatCardDate(weekOld, "es")),
    ]);
    expect(elements.map((element) => element.firstChild.nodeValue)).toEqual([
      formatRelativeTime(twoHoursBefore, later, "es"),
      "hace 20 min",
      formatCardDate(weekOld, "es"),
    ]);
    expect(elements[0].firstChild.nodeValue).toBe("hace 5 h");
  });

  it("keeps the times moving every minute while the page stays open", () => {
    const { elements, tick } = run(RENDERED + 2 * 60_000, [timeElement(twoHoursBefore, server)]);
    expect(elements[0].firstChild.nodeValue).toBe("hace 2 h");
    vi.setSystemTime(RENDERED + HOUR);
    tick();
    expect(elements[0].firstChild.nodeValue).toBe("hace 3 h");
  });
});

describe("relativeTimeScript's kick-off times", () => {
  it("writes the strip's kick-offs in the reader's own time, as formatClock does", () => {
    const kickOff = new Date(Date.UTC(2026, 10, 26, 21, 5));
    for (const locale of ["en", "es"] as const) {
      const clock = timeElement(kickOff.toISOString(), "21:05 UTC");
      run(RENDERED, [], [clock], locale);
      expect(clock.firstChild.nodeValue).toBe(formatClock(kickOff, locale, "local"));
      expect(clock.firstChild.nodeValue).not.toContain("UTC");
    }
  });
});
