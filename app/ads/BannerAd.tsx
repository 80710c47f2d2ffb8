import type { RootData } from "#app/root-data.ts";

type Match = { id: string; data: unknown };

/**
 * The banner of the page whose route matches are given, or null: the root's data (`ads`, null
 * while display ads are off) by the page's name, its route id. Read from the matches rather than
 * useRootData(), so the layouts import nothing new from the shell.
 */
export function bannerOf(matches: readonly Match[]): string | undefined {
  const ads = (matches[0]?.data as RootData | undefined)?.ads;
  const slot = ads?.slots[matches.at(-1)?.id ?? ""];
  return slot && slot + ads?.notice;
}
