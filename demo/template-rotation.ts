import type { Prng } from "./prng.ts";

/**
 * Which story template comes next in a stream (one section in one language): the one used
 * longest ago, ties broken at random. Every template of the section runs once before any runs
 * again, so a reader never meets the same story with only its place swapped a few items apart.
 */
export type TemplateRotation = { choose(stream: string, ids: string[]): string };

export function createTemplateRotation(rng: Prng): TemplateRotation {
  const lastUsed = new Map<string, number>();
  let clock = 0;
  return {
    choose(stream, ids) {
      const stamp = (id: string) => lastUsed.get(`${stream}\n${id}`) ?? -1;
      const oldest = Math.min(...ids.map(stamp));
      const id = rng.pick(ids.filter((candidate) => stamp(candidate) === oldest));
      lastUsed.set(`${stream}\n${id}`, clock++);
      return id;
    },
  };
}
