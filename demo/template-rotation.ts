import type { Prng } from "./prng.ts";

/**
 * Which story template comes next in a stream (one section in one language): the one used
 * longest ago, ties broken at random. Every template of the section runs once before any runs
 * again, so a reader never meets the same story with only its place swapped a few items apart.
 */
export type TemplateRotation = { choose(stream: string, ids: string[], avoid?: readonly string[]): string };

export function createTemplateRotation(rng: Prng): TemplateRotation {
  const lastUsed = new Map<string, number>();
  let clock = 0;
  return {
    choose(stream, ids, avoid = []) {
      const stamp = (id: string) => lastUsed.get(`${stream}\n${id}`) ?? -1;
      // `avoid` (a sub-stream's latest, e.g. the section's last videos) is passed over while
      // another template is left.
      const allowed = ids.filter((id) => !avoid.includes(id));
      const pool = allowed.length > 0 ? allowed : ids;
      const oldest = Math.min(...pool.map(stamp));
      const id = rng.pick(pool.filter((candidate) => stamp(candidate) === oldest));
      lastUsed.set(`${stream}\n${id}`, clock++);
      return id;
    },
  };
}
