import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { MediaPlayer, type MediaPlayerTexts } from "#app/article/MediaPlayer.tsx";
import type { VideoSource } from "#app/article/video-source.ts";
import { useT } from "#app/i18n/use-translation.ts";
import { lazyIsland } from "#app/ui/lazy-island.tsx";
import { PLAYER_KEYSHORTCUTS, type PlayerAction, playerAction, seekTime } from "#core/tv/player-shortcuts.ts";
import type { CaptionTrackJson } from "#core/tv/tv.ts";
import { captionTrackIndex, type NextVideoObj, stepVolume } from "#core/tv/tv-state.ts";
import { keepPlayerSettings, playerSettings } from "./tv-player-settings.ts";

const TV_TEXTS: MediaPlayerTexts = {
  label: "tv.player.label",
  unsupported: "tv.player.unsupported",
  error: "tv.player.error",
};

const YOUTUBE_TEXTS = { label: "tv.player.label", play: "tv.player.play" };

const CONTROLS = "button, a, input, select, textarea, [contenteditable]";

// Both load only when needed, off the page's first load: the overlay (and its countdown) when a
// video ends, YouTube's poster and frame for the rare YouTube video.
const NextVideoOverlay = lazy(() =>
  import("./NextVideoOverlay.tsx").then((module) => ({ default: module.NextVideoOverlay })),
);
const YouTubePlayer = lazyIsland(() =>
  import("#app/article/YouTubePlayer.tsx").then((module) => module.YouTubePlayer),
);

/**
 * The TV player: the article's MediaPlayer (MP4 or HLS, hls.js loaded only for HLS) with the TV
 * state of docs/behaviour/video-tv.md#tv-state — the reader's volume and mute carried from video to video, captions from the
 * video's WebVTT tracks in the reader's language, picture-in-picture where the browser has it,
 * keyboard shortcuts announced in a polite live region, and at the end the next-video overlay
 * with its 5-second countdown (docs/behaviour/video-tv.md#next-video-countdown). A video that cannot play says so and offers the next one.
 */
export function TvPlayer({
  source,
  title,
  poster,
  captions,
  locale,
  next,
  autoPlay,
  onNext,
}: {
  source: VideoSource;
  title: string;
  poster?: string;
  captions: CaptionTrackJson[];
  locale: string;
  next: NextVideoObj | null;
  autoPlay: boolean;
  onNext: () => void;
}) {
  const t = useT();
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [captionsOn, setCaptionsOn] = useState(false);
  const [pipSupported, setPipSupported] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [ended, setEnded] = useState(false);
  const chosenTrack = captionTrackIndex(captions, locale);
  const overlay = ended && next !== null && !failed;

  // Known only in the browser; the server renders no button it cannot promise.
  useEffect(() => {
    setPipSupported(document.pictureInPictureEnabled === true);
  }, []);

  // The chosen track shows, the others stay off (their cues are not even loaded).
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    Array.from(element.textTracks).forEach((track, index) => {
      track.mode = captionsOn && index === chosenTrack ? "showing" : "disabled";
    });
  }, [captionsOn, chosenTrack]);

  const toggleCaptions = () => {
    if (chosenTrack < 0) {
      setAnnouncement(t("tv.player.noCaptions"));
      return;
    }
    const on = !captionsOn;
    setCaptionsOn(on);
    setAnnouncement(
      on ? t("tv.player.captionsOn", { label: captions[chosenTrack].label }) : t("tv.player.captionsOff"),
    );
  };

  const togglePip = async () => {
    const element = video.current;
    if (!element) return;
    try {
      if (document.pictureInPictureElement) await document.exitPictureInPicture();
      else await element.requestPictureInPicture();
    } catch {
      setAnnouncement(t("tv.player.pipUnavailable"));
    }
  };

  const apply = (action: PlayerAction, element: HTMLVideoElement) => {
    switch (action.type) {
      case "toggle-play":
        if (element.paused) {
          void element.play().catch(() => {});
          setAnnouncement(t("tv.player.playing"));
        } else {
          element.pause();
          setAnnouncement(t("tv.player.paused"));
        }
        return;
      case "toggle-mute":
        element.muted = !element.muted;
        setAnnouncement(t(element.muted ? "tv.player.muted" : "tv.player.unmuted"));
        return;
      case "toggle-captions":
        toggleCaptions();
        return;
      case "toggle-fullscreen":
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
        else void frame.current?.requestFullscreen().catch(() => {});
        return;
      case "seek":
        element.currentTime = seekTime(element.currentTime, action.seconds, element.duration);
        setAnnouncement(
          t(action.seconds < 0 ? "tv.player.back" : "tv.player.forward", { count: Math.abs(action.seconds) }),
        );
        return;
      case "volume":
        element.volume = stepVolume(element.volume, action.delta);
        if (action.delta > 0) element.muted = false;
        setAnnouncement(t("tv.player.volume", { percent: Math.round(element.volume * 100) }));
        return;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = video.current;
    const target = event.target as Element;
    if (!element || target.closest(".tv-next")) return;
    const action = playerAction({
      key: event.key,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      targetIsControl: target.closest(CONTROLS) !== null,
    });
    if (!action) return;
    // The browser's own video keys (space, arrows) would act a second time, or scroll the page.
    event.preventDefault();
    apply(action, element);
  };

  if (source.kind === "youtube") {
    // YouTube's own player inside its iframe has its own keys, captions and settings.
    return (
      <div className="video-player tv-player" data-source="youtube">
        <YouTubePlayer embedUrl={source.embedUrl} title={title} poster={poster} texts={YOUTUBE_TEXTS} />
      </div>
    );
  }

  const settings = playerSettings();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: key presses bubble here from the focused video
    <div ref={frame} className="tv-player" data-source={source.kind} onKeyDown={onKeyDown}>
      <div className="video-player tv-player__screen">
        <MediaPlayer
          kind={source.kind}
          src={source.src}
          title={title}
          poster={poster}
          texts={TV_TEXTS}
          videoRef={video}
          keepMuted={settings.isMuted}
          volume={settings.volume}
          autoPlay={autoPlay}
          keyShortcuts={PLAYER_KEYSHORTCUTS}
          describedBy="tv-player-keys"
          onEnded={() => setEnded(true)}
          onFailure={() => setFailed(true)}
          onVolumeChange={(volume, isMuted) => keepPlayerSettings({ volume, isMuted })}
        >
          {captions.map((track) => (
            <track
              key={track.src}
              kind="captions"
              src={track.src}
              srcLang={track.language}
              label={track.label}
            />
          ))}
        </MediaPlayer>
        {overlay && next ? (
          <Suspense fallback={null}>
            <NextVideoOverlay next={next} onPlay={onNext} announce={setAnnouncement} />
          </Suspense>
        ) : null}
      </div>
      {failed && next ? (
        <p className="tv-player__failed">
          <button type="button" className="tv-button tv-button--primary" onClick={onNext}>
            {t("tv.player.watchNext", { title: next.title })}
          </button>
        </p>
      ) : null}
      <div className="tv-player__controls">
        {captions.length > 0 ? (
          <button
            type="button"
            className="tv-button"
            aria-pressed={captionsOn}
            aria-keyshortcuts="C"
            onClick={toggleCaptions}
          >
            {t("tv.player.captions")}
          </button>
        ) : null}
        {pipSupported ? (
          <button type="button" className="tv-button" onClick={() => void togglePip()}>
            {t("tv.player.pip")}
          </button>
        ) : null}
        <p id="tv-player-keys" className="tv-player__keys">
          {t("tv.player.keys")}
        </p>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
