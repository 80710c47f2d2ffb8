import { useState } from "react";
import { useT } from "#app/i18n/use-translation.ts";
import { Picture } from "#app/ui/Picture.tsx";

/**
 * A YouTube video: a poster with a play button first, the (no-cookie) YouTube iframe only after
 * the reader asks for it, so an article page loads none of YouTube's scripts on its own.
 */
export function YouTubePlayer({
  embedUrl,
  title,
  poster,
  texts = { label: "article.video", play: "article.playVideo" },
}: {
  embedUrl: string;
  title: string;
  poster?: string;
  /** The translation keys of its texts: the article's by default, the TV page's there. */
  texts?: { label: string; play: string };
}) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        className="video-player__frame"
        src={embedUrl}
        title={t(texts.label, { title })}
        loading="lazy"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button type="button" className="video-player__poster" onClick={() => setPlaying(true)}>
      {poster ? <Picture src={poster} alt="" width={640} height={360} priority /> : null}
      <span className="video-player__play" aria-hidden="true" />
      <span className="sr-only">{t(texts.play, { title })}</span>
    </button>
  );
}
