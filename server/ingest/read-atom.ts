import { mediaOf, subTitlesOf } from "./media-rss.ts";
import { escapeText, type Obj, obj, objs, type RawFeed, selfLink, str } from "./raw-feed.ts";

/** An Atom 1.0 feed as feedsmith parsed it, with Media RSS, before cleaning. */
export function readAtom(feed: Obj): RawFeed {
  return {
    title: textOf(feed.title),
    link: alternate(feed.links),
    self: selfLink(feed.links),
    language: str(obj(feed.xml)?.lang),
    items: objs(feed.entries).map((entry) => {
      const links = objs(entry.links);
      return {
        guid: str(entry.id),
        link: alternate(entry.links),
        title: textOf(entry.title),
        summaryHtml: htmlOf(entry.summary),
        contentHtml: htmlOf(entry.content),
        date: str(entry.published) ?? str(entry.updated),
        author: str(objs(entry.authors)[0]?.name),
        categories: objs(entry.categories).map((c) => str(c.label) ?? str(c.term)),
        media: [
          ...mediaOf(obj(entry.media)),
          ...links.filter((l) => l.rel === "enclosure").map((l) => ({ url: str(l.href), type: str(l.type) })),
        ],
        duration: obj(entry.itunes)?.duration,
        captions: subTitlesOf(obj(entry.media)),
      };
    }),
  };
}

/** Atom text constructs: plain text, HTML or XHTML, returned as HTML. */
function htmlOf(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  const construct = obj(value);
  const text = str(construct?.value);
  if (!text) return undefined;
  return construct?.type === "text" || construct?.type === undefined ? escapeText(text) : text;
}

function textOf(value: unknown): string | undefined {
  return htmlOf(value);
}

function alternate(links: unknown): string | undefined {
  const all = objs(links);
  const found = all.find((l) => l.rel === undefined || l.rel === "alternate") ?? all[0];
  return str(found?.href);
}
