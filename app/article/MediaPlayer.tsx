import { useEffect, useRef, useState } from "react";
import { useT } from "#app/i18n/use-translation.ts";
import { HLS_MIME_TYPE, isAppleWebKit, isIosBrowser, prefersNativeHls, startsMuted } from "./video-source.ts";

type Props = { kind: "hls" | "mp4"; src: string; title: string; poster?: string };

/**
 * The browser's own <video> with its controls (keyboard accessible), for MP4 and HLS. HLS plays
 * natively on Safari and iOS (and where Media Source Extensions are missing), elsewhere through
 * hls.js, which is imported only when such a video is shown so it never weighs on other pages.
 * The video is muted until initialised and stays muted on iOS (spec §4).
 */
export function MediaPlayer({ kind, src, title, poster }: Props) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const [engine, setEngine] = useState<"pending" | "native" | "hls.js">("pending");
  const [muted, setMuted] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let cancelled = false;
    let destroy = () => {};
    const initialised = () => {
      const ios = isIosBrowser(navigator.userAgent, navigator.maxTouchPoints);
      const mute = startsMuted({ initialised: true, ios });
      video.muted = mute;
      setMuted(mute);
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
            // Spec §4: HLS requests carry credentials (signed segment cookies on other hosts).
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
        aria-label={t("article.video", { title })}
        data-kind={kind}
        data-engine={engine}
        onError={() => setFailed(true)}
      >
        {t("article.videoUnsupported")}
      </video>
      {failed ? (
        <p className="video-player__error" role="alert">
          {t("article.videoError")}
        </p>
      ) : null}
    </>
  );
}
