import { foldWords } from "./fold-words.ts";

export type MatchableProfile = { id: number; name: string; aliases: readonly string[] };

/** Names shorter than this (after folding) match too many unrelated words to be useful. */
const MIN_NAME_LENGTH = 2;

/**
 * Finds the profiles an item mentions: a profile matches when its name or one of its aliases
 * appears as whole words in the text, ignoring case and accents ("Barça" matches "barca", "Man
 * Utd" matches "man utd" but not "Manchester"). Names are indexed by their first word, so the
 * cost is one lookup per word of the text whatever the number of profiles.
 */
export function createProfileMatcher(profiles: readonly MatchableProfile[]) {
  const byFirstWord = new Map<string, { words: string[]; id: number }[]>();
  for (const profile of profiles) {
    for (const name of [profile.name, ...profile.aliases]) {
      const words = foldWords(name);
      if (words.length === 0 || words.join(" ").length < MIN_NAME_LENGTH) continue;
      const list = byFirstWord.get(words[0]) ?? [];
      list.push({ words, id: profile.id });
      byFirstWord.set(words[0], list);
    }
  }

  return function matchProfiles(texts: readonly string[]): number[] {
    const found = new Set<number>();
    if (byFirstWord.size === 0) return [];
    for (const text of texts) {
      const words = foldWords(text);
      for (let i = 0; i < words.length; i++) {
        const candidates = byFirstWord.get(words[i]);
        if (!candidates) continue;
        for (const candidate of candidates) {
          if (found.has(candidate.id)) continue;
          if (candidate.words.every((word, k) => words[i + k] === word)) found.add(candidate.id);
        }
      }
    }
    return [...found];
  };
}
