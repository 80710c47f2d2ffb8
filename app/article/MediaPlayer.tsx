import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { useT } from "#app/i18n/use-translation.ts";
import { HLS_MIME_TYPE, isAppleWebKit, isIosBrowser, prefersNativeHls, startsMuted } from "./video-source.ts";

/** The translation keys of the player's own texts: the article's by default, the TV page's there. */
export type MediaPlayerTexts = { label: string; unsupported: string; error: string };

const ARTICLE_TEXTS: MediaPlayerTexts = {
  label: "article.video",
  unsupported: "article.videoUnsupported",
  error: "article.videoError",
};

type Props = {
  kind: "hls" | "mp4";
  src: string;
  title: string;
  poster?: string;
  texts?: MediaPlayerTexts;
  /** The TV player's handle on the element, for its controls and shortcuts. */
  videoRef?: RefObject<HTMLVideoElement | null>;
  /** docs/behaviour/video-tv.md#tv-state: the reader's mute and volume, kept between videos (iOS stays muted). */
  keepMuted?: boolean;
  volume?: number;
  /** Start playing once ready: the next video of the TV countdown. */
  autoPlay?: boolean;
  onEnded?: () => void;
  onFailure?: () => void;
  onVolumeChange?: (volume: number, muted: boolean) => void;
  /** TV: the keyboard shortcuts the player answers (aria-keyshortcuts) and the text explaining them. */
  keyShortcuts?: string;
  describedBy?: string;
  /** `<track>` elements (captions). */
  children?: ReactNode;
};

/**
 * The browser's own <video> with its controls (keyboard accessible), for MP4 and HLS. HLS plays
 * natively on Safari and iOS (and where Media Source Extensions are missing), elsewhere through
 * hls.js, which is imported only when such a video is shown so it never weighs on other pages.
 * The video is muted until initialised and stays muted on iOS (docs/behaviour/content.md#video-source).
 */
export function MediaPlayer({
  kind,
  src,
  title,
  poster,
  texts = ARTICLE_TEXTS,
  videoRef,
  keepMuted = false,
  volume,
  autoPlay = false,
  onEnded,
  onFailure,
  onVolumeChange,
  keyShortcuts,
  describedBy,
  children,
}: Props) {
  const t = useT();
  const ownRef = useRef<HTMLVideoElement>(null);
  const ref = videoRef ?? ownRef;
  const [engine, setEngine] = useState<"pending" | "native" | "hls.js">("pending");
  const [muted, setMuted] = useState(true);
  const [failed, setFailed] = useState(false);

  // The TV options (mute, volume, autoplay) are read when the video starts; later changes are the
  // reader's own, made on the element.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options apply at the start only
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let cancelled = false;
    let destroy = () => {};
    const initialised = () => {
      const ios = isIosBrowser(navigator.userAgent, navigator.maxTouchPoints);
      const mute = keepMuted || startsMuted({ initialised: true, ios });
      video.muted = mute;
      setMuted(mute);
      if (volume !== undefined) video.volume = volume;
      if (autoPlay) {
        // Browsers refuse an unmuted start without a recent gesture: then it starts muted.
        video.play().catch(() => {
          video.muted = true;
          setMuted(true);
          return video.play().catch(() => {});
        });
      }
    };
    setFailed(false);
    const native =
      kind === "mp4" ||
      prefersNativeHls({
        canPlayHls: video.canPlayType(HLS_MIME_TYPE),
        hasMediaSource: "MediaSource" in window,
        appleWebKit: isAppleWebKit(navigator.userAgent),
      });
    if (native) {
      if (kind === "hls") video.src = src;
      // The server's <video src> may have failed before this script ran (its error event then
      // reached no handler): the element remembers it.
      else if (video.error) setFailed(true);
      initialised();
      setEngine("native");
    } else {
      import("hls.js/light")
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            setFailed(true);
            return;
          }
          const hls = new Hls({
            // The CSP allows no blob: workers; short segments parse fine on the main thread.
            enableWorker: false,
            // docs/behaviour/content.md#video-source: HLS requests carry credentials (signed segment cookies on other hosts).
            xhrSetup: (xhr) => {
              xhr.withCredentials = true;
            },
          });
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) setFailed(true);
          });
          hls.loadSource(src);
          hls.attachMedia(video);
          destroy = () => hls.destroy();
          initialised();
          setEngine("hls.js");
        })
        .catch(() => {
          if (!cancelled) setFailed(true);
        });
    }
    return () => {
      cancelled = true;
      destroy();
    };
  }, [kind, src]);

  // The TV page offers the next video when this one cannot play.
  const failureRef = useRef(onFailure);
  failureRef.current = onFailure;
  useEffect(() => {
    if (failed) failureRef.current?.();
  }, [failed]);

  return (
    <>
      <video
        ref={ref}
        className="video-player__video"
        // An HLS playlist is attached once the player is ready; an MP4 can start loading at once.
        src={kind === "mp4" ? src : undefined}
        poster={poster}
        controls
        playsInline
        muted={muted}
        preload="metadata"
        aria-label={t(texts.label, { title })}
        aria-keyshortcuts={keyShortcuts}
        aria-describedby={describedBy}
        data-kind={kind}
        data-engine={engine}
        onError={() => setFailed(true)}
        onEnded={onEnded}
        onVolumeChange={
          onVolumeChange
            ? (event) => onVolumeChange(event.currentTarget.volume, event.currentTarget.muted)
            : undefined
        }
      >
        {children}
        {t(texts.unsupported)}
      </video>
      {failed ? (
        <p className="video-player__error" role="alert">
          {t(texts.error)}
        </p>
      ) : null}
    </>
  );
}
