/**
 * The front page's one rule about repeats: a story appears once per page.
 * Lists claim stories in the page's order of importance — the lead, the top stories, "Most read",
 * the section rows, then the latest headlines — and each list takes its first stories not claimed before it,
 * up to its size. "For you" is personal and loaded by the browser after the shared, cached
 * page, so it cannot be taken into account here: it skips every story already on the page
 * (app/home/HomeForYou.tsx) instead of the page moving stories out from under the reader.
 */

export type FrontPageSizes = {
  /** The lead story and the top stories beside it: the hero list's first `1 + top`. */
  top: number;
  /** The most-read list (the most read not already in the lead and top stories). */
  mostRead: number;
  /** Stories per section row. */
  section: number;
  headlines: number;
};

export type FrontPageLists<T> = {
  /** The hero list, most important first: its first story is the lead. */
  hero: T[];
  /** The stories read most lately, most read first. */
  mostRead: T[];
  /** Each section's newest stories, in the order the sections are shown. */
  sections: T[][];
  /** The newest stories of every section. */
  headlines: T[];
};

export type FrontPage<T> = {
  lead: T | null;
  top: T[];
  mostRead: T[];
  sections: T[][];
  headlines: T[];
};

/**
 * Picks each list's stories so that no story (by id) is shown twice: lead, top stories, most
 * read, sections in order, headlines. A list with too few unclaimed stories is shown shorter; the
 * caller asks the API for more than it shows (see `fetchSizes`).
 */
export function dedupeFrontPage<T extends { id: number }>(
  lists: FrontPageLists<T>,
  sizes: FrontPageSizes,
): FrontPage<T> {
  const claimed = new Set<number>();
  const take = (list: T[], count: number): T[] => {
    const picked: T[] = [];
    for (const item of list) {
      if (picked.length >= count) break;
      if (claimed.has(item.id)) continue;
      claimed.add(item.id);
      picked.push(item);
    }
    return picked;
  };
  const [lead = null] = take(lists.hero, 1);
  const top = take(lists.hero, sizes.top);
  const mostRead = take(lists.mostRead, sizes.mostRead);
  const sections = lists.sections.map((list) => take(list, sizes.section));
  const headlines = take(lists.headlines, sizes.headlines);
  return { lead, top, mostRead, sections, headlines };
}

/**
 * How many stories to ask for per list so that each can still be filled after the lists before
 * it took theirs: "Most read" may lose the hero's stories; a section row may lose those and the
 * most read; the headlines may lose all of those and every section row's.
 */
export function fetchSizes(sizes: FrontPageSizes, sectionCount: number) {
  const hero = 1 + sizes.top;
  const above = hero + sizes.mostRead;
  return {
    hero,
    mostRead: sizes.mostRead + hero,
    section: sizes.section + above,
    headlines: Math.min(100, sizes.headlines + above + sizes.section * sectionCount),
  };
}
