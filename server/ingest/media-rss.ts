import type { RawCaption } from "#server/ingest/caption-tracks.ts";
import { type Obj, objs, type RawMedia, str } from "./raw-feed.ts";

/* Media RSS (media:content, media:thumbnail, media:group, media:subTitle), which RSS and Atom items both carry. */

/** media:content, media:thumbnail and media:group, in that order. */
export function mediaOf(media: Obj | undefined): RawMedia[] {
  if (!media) return [];
  const groups = objs(media.groups);
  const entries = [
    ...objs(media.contents),
    ...groups.flatMap((g) => objs(g.contents)),
    ...objs(media.thumbnails).map((t): Obj => ({ ...t, medium: "image" })),
    ...groups.flatMap((g) => objs(g.thumbnails).map((t): Obj => ({ ...t, medium: "image" }))),
  ];
  return entries.map((m) => ({
    url: str(m.url),
    type: str(m.type),
    medium: str(m.medium),
    duration: m.duration,
  }));
}

/** media:subTitle of the item, of its media:content and of its media:group, in that order. */
export function subTitlesOf(media: Obj | undefined): RawCaption[] {
  if (!media) return [];
  const groups = objs(media.groups);
  const holders = [media, ...objs(media.contents), ...groups, ...groups.flatMap((g) => objs(g.contents))];
  return holders.flatMap((holder) =>
    objs(holder.subTitles).map((t) => ({ src: str(t.href), type: str(t.type), language: str(t.lang) })),
  );
}
