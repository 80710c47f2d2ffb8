import { CONTENT_LANGUAGES, type ContentLanguage } from "#core/content/content.ts";
import { numberForms } from "./word-forms.ts";

/*
 * The search query builder (docs/decisions/0068-search-engine.md). A reader's text never
 * reaches `to_tsquery` as typed: it is cut into words made only of letters and digits (accents
 * removed, lower case), and the tsquery text is written here from those words with our own
 * operators. So `&|!():*<>'"\`, tsquery syntax and SQL are just characters between words.
 */

/** Words of a query that count; a reader never types more, and each word costs an index probe. */
export const QUERY_WORDS_MAX = 8;
/** A longer "word" is noise (a pasted hash or URL); it is cut to this length. */
export const QUERY_WORD_LENGTH_MAX = 40;

/**
 * Matches ranked per request in each language: the newest this many that match. Ranking reads
 * every candidate's vector, so this bounds the work whatever the query; it also caps `total` at
 * three times this (a reader refines a query long before page 40).
 */
export const SEARCH_CANDIDATES = 100;

/** The text search configuration of each article language (migration 0008: stemmer behind unaccent). */
export const SEARCH_CONFIGS: Record<ContentLanguage, string> = {
  en: "icaro_en",
  es: "icaro_es",
  pt: "icaro_pt",
};

export type ParsedQuery = {
  /** Every word in order (folded: lower case, no accents, letters and digits only). */
  words: string[];
  /** Runs of words the reader put in double quotes: they must stand side by side. */
  phrases: string[][];
  /** The text as typed, trimmed, spaces collapsed (for "Did you mean …?" and trending). */
  display: string;
};

/** Lower case without accents: "São" → "sao", "ELECCIÓN" → "eleccion". */
export function foldQuery(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Letters and digits of any script; everything else separates words. */
const WORD = /[\p{L}\p{N}]+/gu;

function wordsOf(text: string): string[] {
  return (foldQuery(text).match(WORD) ?? []).map((word) => word.slice(0, QUERY_WORD_LENGTH_MAX));
}

/**
 * Cuts a query into words and quoted phrases. Unbalanced quotes are ignored; a phrase of one word
 * is just a word. Words past `QUERY_WORDS_MAX` are dropped.
 */
export function parseSearchText(text: string): ParsedQuery {
  const display = text.replace(/\s+/g, " ").trim();
  const phrases: string[][] = [];
  const words: string[] = [];
  const segments = display.split('"');
  // Segments alternate outside and inside quotes; after an unbalanced last quote, outside again.
  const unbalanced = segments.length % 2 === 0;
  const quoted = (index: number) => index % 2 === 1 && !(unbalanced && index === segments.length - 1);
  segments.forEach((segment, index) => {
    const segmentWords = wordsOf(segment);
    const room = QUERY_WORDS_MAX - words.length;
    if (room <= 0) return;
    const kept = segmentWords.slice(0, room);
    words.push(...kept);
    if (quoted(index) && kept.length > 1) phrases.push(kept);
  });
  return { words, phrases, display };
}

/** A word as a tsquery operand: quoted, though it cannot hold a quote (letters and digits only). */
function operand(word: string, prefix = false): string {
  return `'${word.replace(/'/g, "")}'${prefix ? ":*" : ""}`;
}

/** A word's forms the query matches: the word and, per language, its other number (word-forms.ts). */
export type WordForms = (word: string) => string[];

const asTyped: WordForms = (word) => [word];

/** A word and its other forms as one operand: `('eleicao' | 'eleicoes')`. */
function formsOperand(word: string, forms: WordForms): string {
  const all = forms(word);
  return all.length === 1 ? operand(word) : `(${all.map((form) => operand(form)).join(" | ")})`;
}

/**
 * The tsquery text of a parsed query for `to_tsquery(config, …)`: every word must match (AND),
 * quoted phrases word after word (`<->`), and with `prefixLast` the last word as a prefix (the
 * reader is still typing it: it keeps its one form). Each other word matches any of its `forms`.
 * Null when there is no word.
 */
export function tsqueryText(
  query: ParsedQuery,
  options: { prefixLast?: boolean; forms?: WordForms } = {},
): string | null {
  if (query.words.length === 0) return null;
  const forms = options.forms ?? asTyped;
  const inPhrase = new Set(query.phrases.flat());
  const last = query.words.length - 1;
  const parts: string[] = query.phrases.map(
    (phrase) => `(${phrase.map((word) => formsOperand(word, forms)).join(" <-> ")})`,
  );
  query.words.forEach((word, index) => {
    if (inPhrase.has(word)) return;
    parts.push(
      options.prefixLast === true && index === last ? operand(word, true) : formsOperand(word, forms),
    );
  });
  return parts.join(" & ");
}

/** The words side by side (`a <-> b <-> c`): a story that has them so ranks higher. Null under two words. */
export function phraseText(query: ParsedQuery, forms: WordForms = asTyped): string | null {
  if (query.words.length < 2) return null;
  return query.words.map((word) => formsOperand(word, forms)).join(" <-> ");
}

/** Either query (`(a) | (b)`): the reader's words or the corrected ones of "Did you mean …?". */
export function eitherText(first: string, second: string): string {
  return `(${first}) | (${second})`;
}

/**
 * A query's tsquery text in each article language's configuration: the same words, each with its
 * other number in that language (the stemmers keep some singulars and plurals apart).
 */
export type QueryTexts = Record<ContentLanguage, string>;

/**
 * Words a language's configuration drops (its stop words). They take no other forms there: to_tsquery
 * drops a stop word but not its form, so `('mais' | 'mai')` would require "mai" where "mais" asked nothing.
 */
export type IsStopWord = (language: ContentLanguage, word: string) => boolean;

/** The text of `build` in each language, with that language's forms of the words. */
function perLanguage(isStopWord: IsStopWord, build: (forms: WordForms) => string | null): QueryTexts | null {
  const texts: Partial<QueryTexts> = {};
  for (const language of CONTENT_LANGUAGES) {
    const text = build((word) => (isStopWord(language, word) ? [word] : numberForms(word, language)));
    if (text === null) return null;
    texts[language] = text;
  }
  return texts as QueryTexts;
}

/** `tsqueryText` in each language (null when there is no word). */
export function queryTexts(
  query: ParsedQuery,
  isStopWord: IsStopWord,
  options: { prefixLast?: boolean } = {},
): QueryTexts | null {
  return perLanguage(isStopWord, (forms) => tsqueryText(query, { ...options, forms }));
}

/** `phraseText` in each language (null under two words). */
export function phraseTexts(query: ParsedQuery, isStopWord: IsStopWord): QueryTexts | null {
  return perLanguage(isStopWord, (forms) => phraseText(query, forms));
}

/** `eitherText` in each language. */
export function eitherTexts(first: QueryTexts, second: QueryTexts): QueryTexts {
  return sameTexts((language) => eitherText(first[language], second[language]));
}

/** One text in every language, or each language's own. */
export function sameTexts(text: string | ((language: ContentLanguage) => string)): QueryTexts {
  const of = typeof text === "string" ? () => text : text;
  return { en: of("en"), es: of("es"), pt: of("pt") };
}

/**
 * The query with some words replaced: `display` is the reader's text with those words swapped
 * (the "Did you mean …?" text), the rest as typed.
 */
export function correctedQuery(query: ParsedQuery, corrections: Map<string, string>): ParsedQuery {
  const fix = (word: string) => corrections.get(word) ?? word;
  const display = query.display.replace(/[\p{L}\p{N}\p{M}]+/gu, (token) => {
    const folded = foldQuery(token);
    return corrections.has(folded) ? fix(folded) : token;
  });
  return {
    words: query.words.map(fix),
    phrases: query.phrases.map((phrase) => phrase.map(fix)),
    display,
  };
}

/** Languages in the order a reader of `language` sees them: theirs first. */
export function languagesFor(language: ContentLanguage): ContentLanguage[] {
  return [language, ...CONTENT_LANGUAGES.filter((other) => other !== language)];
}
