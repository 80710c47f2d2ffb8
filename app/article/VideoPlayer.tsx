import { MediaPlayer } from "./MediaPlayer.tsx";
import type { VideoSource } from "./video-source.ts";
import { YouTubePlayer } from "./YouTubePlayer.tsx";

/** The player the video's source needs (docs/behaviour/content.md#video-source, video source choice). */
export function VideoPlayer({
  source,
  title,
  poster,
}: {
  source: VideoSource;
  title: string;
  poster?: string;
}) {
  return (
    <div className="video-player" data-source={source.kind}>
      {source.kind === "youtube" ? (
        <YouTubePlayer embedUrl={source.embedUrl} title={title} poster={poster} />
      ) : (
        <MediaPlayer kind={source.kind} src={source.src} title={title} poster={poster} />
      )}
    </div>
  );
}
