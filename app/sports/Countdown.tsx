import { useEffect, useState } from "react";
import { useT } from "#app/i18n/use-translation.ts";
import type { SportingEventJson } from "#core/sports/sporting-events.ts";
import { countdown } from "#core/sports/sports-events.ts";

/**
 * Time to kick-off (docs/behaviour/sports.md#countdown-states: upcoming, running, expired). It ticks once a
 * minute, and stands still while the reader has paused live updates (WCAG 2.2.2). The server
 * renders no countdown (it would be stale in a cached page); it appears once hydrated.
 */
export function Countdown({
  event,
  paused,
}: {
  event: Pick<SportingEventJson, "status" | "start_time">;
  paused: boolean;
}) {
  const t = useT("sports");
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    if (paused) return;
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, [paused]);
  if (!now) return null;
  const state = countdown(event, now);
  if (state.state !== "upcoming") {
    return (
      <span className="sports-countdown" data-state={state.state}>
        {t(`sports.countdown.${state.state}`)}
      </span>
    );
  }
  const parts = [
    state.days > 0 ? t("sports.countdown.days", { count: state.days }) : null,
    state.days > 0 || state.hours > 0 ? t("sports.countdown.hours", { count: state.hours }) : null,
    t("sports.countdown.minutes", { count: state.minutes }),
  ].filter(Boolean);
  return (
    <span className="sports-countdown" data-state="upcoming">
      {t("sports.countdown.upcoming", { time: parts.join(" ") })}
    </span>
  );
}
