import { useEffect } from "react";
import { useT } from "#app/i18n/use-translation.ts";
import { NEXT_VIDEO_SECONDS } from "#core/tv/tv.ts";
import type { NextVideoObj } from "#core/tv/tv-state.ts";
import { useNextVideo } from "./use-next-video.ts";

// The ring's circumference (r = 20): the part left shows the seconds left.
const RING = 2 * Math.PI * 20;

/**
 * The next-video overlay (docs/behaviour/video-tv.md#tv-state nextObj, docs/behaviour/video-tv.md#next-video-countdown): the next video's picture, publisher and title,
 * the seconds left with Cancel and Play now, and Restart once cancelled. Keyboard focus inside it
 * holds the count (the reader is choosing); the ring's motion is CSS, left out for readers who ask
 * for reduced motion (tv.css), who still read the number. Mounted when the video ends, and loaded
 * only then (the player imports it lazily): its countdown starts with it.
 */
export function NextVideoOverlay({
  next,
  onPlay,
  announce,
}: {
  next: NextVideoObj;
  onPlay: () => void;
  /** Says a text in the player's polite live region. */
  announce: (text: string) => void;
}) {
  const t = useT();
  const [state, send] = useNextVideo(onPlay);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the countdown starts once, on arrival
  useEffect(() => {
    send({ type: "ended" });
  }, []);
  // The arrival and a cancel or restart are said once; each second is not (too chatty).
  // biome-ignore lint/correctness/useExhaustiveDependencies: said on arrival and on cancel/restart only
  useEffect(() => {
    announce(
      state.nextCanceled === "showing"
        ? t("tv.next.announce", { title: next.title, count: NEXT_VIDEO_SECONDS })
        : t("tv.next.canceled"),
    );
  }, [state.nextCanceled]);
  const showing = state.nextCanceled === "showing";
  const left = Math.max(0, state.counter);
  return (
    <section
      className="tv-next"
      aria-labelledby="tv-next-heading"
      data-state={state.nextCanceled}
      data-counter={state.counter}
      // Keyboard focus holds the count; a mouse click on a button (no visible focus) does not.
      onFocus={(event) => {
        if (event.target.matches(":focus-visible")) send({ type: "focus" });
      }}
      onBlur={(event) => {
        // Focus moving between the overlay's own buttons is still focus inside it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) send({ type: "blur" });
      }}
    >
      {next.photo ? <img className="tv-next__photo" src={next.photo} alt="" width={160} height={90} /> : null}
      <div className="tv-next__body">
        <h2 id="tv-next-heading" className="tv-next__heading">
          {t("tv.next.heading")}
        </h2>
        <p className="tv-next__publisher">{next.publisher}</p>
        <p className="tv-next__title">{next.title}</p>
        {showing ? (
          <p className="tv-next__count">
            <svg className="tv-next__ring" viewBox="0 0 48 48" width="32" height="32" aria-hidden="true">
              <circle cx="24" cy="24" r="20" className="tv-next__ring-track" />
              <circle
                cx="24"
                cy="24"
                r="20"
                className="tv-next__ring-left"
                strokeDasharray={RING}
                strokeDashoffset={RING * (1 - left / NEXT_VIDEO_SECONDS)}
              />
            </svg>
            <span>{t(state.focused ? "tv.next.paused" : "tv.next.countdown", { count: left })}</span>
          </p>
        ) : (
          <p className="tv-next__count">{t("tv.next.canceled")}</p>
        )}
        <div className="tv-next__actions">
          {/* One button that turns from Cancel to Restart, so the keyboard focus stays on it. */}
          <button
            type="button"
            className="tv-button"
            onClick={() => send({ type: showing ? "cancel" : "restart" })}
          >
            {t(showing ? "tv.next.cancel" : "tv.next.restart")}
          </button>
          <button type="button" className="tv-button tv-button--primary" onClick={onPlay}>
            {t("tv.next.playNow")}
          </button>
        </div>
      </div>
    </section>
  );
}
