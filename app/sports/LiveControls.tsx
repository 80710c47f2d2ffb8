import { useT } from "#app/i18n/use-translation.ts";
import type { LiveEvents } from "./use-live-events.ts";

/**
 * The reader's control over moving content (WCAG 2.2.2 "Pause, Stop, Hide"): a switch that
 * pauses live updates and countdowns, and, while paused, a button showing the updates that
 * came in ("N new updates").
 */
export function LiveControls({ live }: { live: LiveEvents }) {
  const t = useT("sports");
  const { state, dispatch, offline, connected } = live;
  const count = state.pending.length;
  return (
    <div className="sports-live-controls" data-live={connected ? "connected" : "connecting"}>
      <button
        type="button"
        role="switch"
        aria-checked={state.paused}
        className="sports-switch"
        onClick={() => dispatch({ type: state.paused ? "resume" : "pause" })}
      >
        <span className="sports-switch__track" aria-hidden="true" />
        {t("sports.updates.pause")}
      </button>
      <p className="sports-live-controls__status" role="status">
        {offline ? t("sports.updates.offline") : null}
        {count > 0 ? (
          <button
            type="button"
            className="sports-button sports-button--primary"
            onClick={() => dispatch({ type: "apply" })}
          >
            {t("sports.updates.show", { count })}
          </button>
        ) : null}
      </p>
    </div>
  );
}
