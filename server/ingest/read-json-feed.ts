import { parseJsonFeed } from "feedsmith";
import { FeedError } from "./feed-error.ts";
import { escapeText, list, type Obj, obj, objs, type RawFeed, str } from "./raw-feed.ts";

/** A JSON Feed 1.0/1.1 document, as the format gives it before cleaning. */
export function readJsonFeed(text: string): RawFeed {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new FeedError(`Invalid JSON: ${(error as Error).message}`);
  }
  let feed: Obj;
  try {
    feed = parseJsonFeed(json) as Obj;
  } catch {
    throw new FeedError("The JSON document is not a JSON Feed");
  }
  return {
    title: str(feed.title),
    link: str(feed.home_page_url),
    self: str(feed.feed_url),
    language: str(feed.language),
    items: objs(feed.items).map((item) => ({
      guid: str(item.id),
      link: str(item.url) ?? str(item.external_url),
      title: str(item.title),
      summaryHtml: escapeText(str(item.summary)),
      contentHtml: str(item.content_html) ?? escapeText(str(item.content_text)),
      date: str(item.date_published) ?? str(item.date_modified),
      author: str(objs(item.authors)[0]?.name) ?? str(obj(item.author)?.name),
      categories: list(item.tags).map(str),
      media: [
        { url: str(item.image), type: "image/*" },
        { url: str(item.banner_image), type: "image/*" },
        ...objs(item.attachments).map((a) => ({
          url: str(a.url),
          type: str(a.mime_type) ?? "",
          duration: a.duration_in_seconds,
        })),
      ],
      captions: objs(item.attachments)
        .filter((a) => /^text\/vtt\b/i.test(str(a.mime_type) ?? ""))
        .map((a) => ({ src: str(a.url), type: str(a.mime_type), title: str(a.title) })),
      language: str(item.language),
    })),
  };
}
