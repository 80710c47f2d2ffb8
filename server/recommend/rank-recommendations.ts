import type { RecommendationReason } from "#core/content/recommendation-reason.ts";
import type { Affinity } from "./reader-affinity.ts";

/** What the recommender knows of a candidate article. */
export type Candidate = {
  id: number;
  section: string;
  /** Seconds since the epoch. */
  published: number;
  importance: number;
  readCount: number;
  tags: number[];
  publisherId: number;
};

/** A story the reader asked to see fewer of keeps this share of its score: it sinks, but can still fill a page. */
const FEWER_FACTOR = 0.2;

/** Whether the reader asked for fewer stories of this one's section or of one of its tags. */
export function isFewer(candidate: Pick<Candidate, "section" | "tags">, affinity: Affinity): boolean {
  if (affinity.fewer.size === 0) return false;
  return (
    affinity.fewer.has(`section:${candidate.section}`) ||
    candidate.tags.some((tag) => affinity.fewer.has(`profile:${tag}`))
  );
}

/**
 * Why a story is in the reader's list: a followed tag first,
 * then a tag or section the reader reads, else it is popular or new.
 */
export function reasonFor(
  candidate: Pick<Candidate, "section" | "tags">,
  affinity: Affinity,
): RecommendationReason {
  const followed = candidate.tags.find((tag) => affinity.followed.has(tag));
  if (followed !== undefined) return { kind: "followed", profile_id: followed };
  const read = candidate.tags.find((tag) => (affinity.profiles.get(tag) ?? 0) > 0);
  if (read !== undefined) return { kind: "read_profile", profile_id: read };
  if ((affinity.sections.get(candidate.section) ?? 0) > 0) return { kind: "read_section" };
  return { kind: "popular" };
}

export type Scored = Candidate & { score: number };

/** Half of a story's freshness is gone after this many hours. */
const RECENCY_HALF_LIFE_HOURS = 24;
const WEIGHTS = { recency: 1, importance: 0.3, popularity: 0.3, section: 1.5, tags: 1.5 };

/**
 * Scores candidates: freshness (halving every day, measured from the newest candidate so the same
 * data always ranks the same), importance and popularity (each relative to the pool's maximum), and
 * the reader's affinity to the section and tags. Ties go newest first, then highest id.
 */
export function scoreCandidates(candidates: Candidate[], affinity: Affinity): Scored[] {
  if (candidates.length === 0) return [];
  const newest = Math.max(...candidates.map((c) => c.published));
  const maxImportance = Math.max(0, ...candidates.map((c) => c.importance));
  const maxReads = Math.max(0, ...candidates.map((c) => c.readCount));
  const scored = candidates.map((candidate) => {
    const ageHours = (newest - candidate.published) / 3600;
    const recency = 0.5 ** (ageHours / RECENCY_HALF_LIFE_HOURS);
    const importance = maxImportance > 0 ? Math.max(candidate.importance, 0) / maxImportance : 0;
    const popularity = maxReads > 0 ? Math.log1p(candidate.readCount) / Math.log1p(maxReads) : 0;
    const section = affinity.sections.get(candidate.section) ?? 0;
    const tags = Math.min(
      1,
      candidate.tags.reduce((sum, tag) => sum + (affinity.profiles.get(tag) ?? 0), 0),
    );
    const score =
      (WEIGHTS.recency * recency +
        WEIGHTS.importance * importance +
        WEIGHTS.popularity * popularity +
        WEIGHTS.section * section +
        WEIGHTS.tags * tags) *
      (isFewer(candidate, affinity) ? FEWER_FACTOR : 1);
    return { ...candidate, score };
  });
  return scored.sort((a, b) => b.score - a.score || b.published - a.published || b.id - a.id);
}

/**
 * Re-ranks so that no more than `maxRun` items in a row come from one section: at each position the
 * best remaining item that does not extend a run is taken; when only one section is left, its items
 * follow in order. Otherwise the order of `ranked` is kept. Stops after `limit` items (a page
 * needs only the items up to its end).
 */
export function diversify<T extends { section: string }>(
  ranked: T[],
  maxRun = 2,
  limit = ranked.length,
): T[] {
  const remaining = [...ranked];
  const result: T[] = [];
  while (remaining.length > 0 && result.length < limit) {
    const tail = result.slice(-maxRun);
    const blocked = tail.length === maxRun && tail.every((item) => item.section === tail[0].section);
    let index = blocked ? remaining.findIndex((item) => item.section !== tail[0].section) : 0;
    if (index === -1) index = 0;
    result.push(remaining[index]);
    remaining.splice(index, 1);
  }
  return result;
}
