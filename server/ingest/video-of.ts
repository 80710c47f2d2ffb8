import type { ArticleVideo } from "#server/db/schema.ts";
import type { ParsedItem } from "./parse-feed.ts";

const YOUTUBE =
  /^https?:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[^#]*&)?v=|shorts\/|embed\/|live\/)|youtu\.be\/)([\w-]{6,})/i;
const VIMEO = /^https?:\/\/(?:www\.)?vimeo\.com\/(\d+)/i;

/**
 * The video an item essentially is: a video enclosure or media:content video, or a link to a
 * YouTube or Vimeo video. Such items are stored as `videos`; everything else as a story.
 */
export function videoOf(
  item: Pick<ParsedItem, "guid" | "link" | "videoUrl" | "videoDuration" | "captions">,
): ArticleVideo | null {
  // Duration and captions go with any kind of video: the player shows them whatever plays it.
  const details = {
    ...(item.videoDuration ? { duration: item.videoDuration } : {}),
    ...(item.captions?.length ? { captions: item.captions } : {}),
  };
  if (item.videoUrl) {
    const type = /\.m3u8(?:[?#]|$)/i.test(item.videoUrl) ? "hls" : "file";
    return { link: item.videoUrl, guid: item.guid, type, ...details };
  }
  const youtube = item.link.match(YOUTUBE);
  if (youtube) return { link: item.link, guid: youtube[1], type: "youtube", ...details };
  const vimeo = item.link.match(VIMEO);
  if (vimeo) return { link: item.link, guid: vimeo[1], type: "vimeo", ...details };
  return null;
}
