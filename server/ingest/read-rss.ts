import { mediaOf, subTitlesOf } from "./media-rss.ts";
import { list, type Obj, obj, objs, type RawFeed, selfLink, str } from "./raw-feed.ts";

/** An RSS 0.9x/1.0 (RDF)/2.0 channel as feedsmith parsed it, with Dublin Core and Media RSS, before cleaning. */
export function readRss(feed: Obj): RawFeed {
  const dc = obj(feed.dc);
  return {
    title: str(feed.title),
    link: str(feed.link),
    self: selfLink(obj(feed.atom)?.links),
    language: str(feed.language) ?? str(list(dc?.languages)[0]) ?? str(dc?.language),
    items: objs(feed.items).map((item) => {
      const itemDc = obj(item.dc);
      const guid = obj(item.guid);
      const permalink = guid?.isPermaLink !== false ? str(guid?.value) : undefined;
      return {
        guid: str(guid?.value),
        link: str(item.link) ?? (permalink && /^https?:/i.test(permalink) ? permalink : undefined),
        title: str(item.title) ?? str(list(itemDc?.titles)[0]),
        summaryHtml: str(item.description),
        contentHtml: str(obj(item.content)?.encoded),
        date: str(item.pubDate) ?? str(list(itemDc?.dates)[0]) ?? str(obj(item.atom)?.updated),
        author: str(list(itemDc?.creators)[0]) ?? str(item.author) ?? str(list(item.authors)[0]),
        categories: [...objs(item.categories).map((c) => str(c.name)), ...list(itemDc?.subjects).map(str)],
        media: [
          ...mediaOf(obj(item.media)),
          ...[...objs(item.enclosures), ...objs([item.enclosure])].map((e) => ({
            url: str(e.url),
            type: str(e.type),
          })),
        ],
        duration: obj(item.itunes)?.duration,
        captions: subTitlesOf(obj(item.media)),
      };
    }),
  };
}
