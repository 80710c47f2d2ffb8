import type { ContentLanguage } from "#core/content/content.ts";

/*
 * A query word's other grammatical number (issue: "eleicao municipal" found no "Eleições
 * municipais"). The articles' Snowball stemmers stem singular and plural apart wherever the
 * plural changes the word's end: Portuguese "eleicao" → 'eleica' but "eleicoes" → 'eleico',
 * "municipal" → 'municipal' but "municipais" → 'municip' (with accents too: 'eleiçã', 'eleiçõ');
 * Spanish "luz" → 'luz' but "luces" → 'luc'. Accents are not the cause: unaccent runs before the
 * stemmer on the stories and the query alike (migration 0008). So a query word also matches its
 * singular and plural, written here from the regular rules of each language. Forms that are no
 * word at all stem to lexemes no story holds, so guessing too many costs nothing but an operand.
 * English's stemmer already joins its regular plurals.
 */

/** A word shorter than this has no other forms (Portuguese "ao", "em", "um" …). */
const FORMS_MIN_LENGTH = 3;

/** [ending, its replacements]: every rule whose ending the word has gives forms. */
type Rules = readonly (readonly [string, readonly string[]])[];

const PORTUGUESE: Rules = [
  // Plural to singular.
  ["oes", ["ao"]],
  ["aes", ["ao"]],
  ["aos", ["ao"]],
  ["ais", ["al"]],
  ["eis", ["el", "il"]],
  ["ois", ["ol"]],
  ["uis", ["ul"]],
  ["is", ["il"]],
  ["ns", ["m"]],
  ["es", [""]],
  ["s", [""]],
  // Singular to plural.
  ["ao", ["oes", "aes", "aos"]],
  ["al", ["ais"]],
  ["el", ["eis"]],
  ["ol", ["ois", "ols"]],
  ["ul", ["uis"]],
  ["il", ["is", "eis"]],
  ["m", ["ns"]],
  ["r", ["res"]],
  ["z", ["zes"]],
  ["a", ["as"]],
  ["e", ["es"]],
  ["i", ["is"]],
  ["o", ["os"]],
  ["u", ["us"]],
];

const SPANISH: Rules = [
  ["ces", ["z"]],
  ["es", [""]],
  ["s", [""]],
  ["z", ["ces"]],
  ["n", ["nes"]],
  ["l", ["les"]],
  ["r", ["res"]],
  ["d", ["des"]],
  ["y", ["yes"]],
  ["a", ["as"]],
  ["e", ["es"]],
  ["o", ["os"]],
];

const RULES: Record<ContentLanguage, Rules> = { en: [], es: SPANISH, pt: PORTUGUESE };

/**
 * The word and its other number in `language` (folded words: lower case, no accents), the word
 * first. Digits and short words have no other forms.
 */
export function numberForms(word: string, language: ContentLanguage): string[] {
  if (word.length < FORMS_MIN_LENGTH || /\p{N}/u.test(word)) return [word];
  const forms = new Set([word]);
  for (const [ending, replacements] of RULES[language]) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, word.length - ending.length);
    if (stem.length === 0) continue;
    for (const replacement of replacements) forms.add(stem + replacement);
  }
  return [...forms];
}
