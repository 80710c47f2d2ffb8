import type { ContentLanguage } from "#core/content/content.ts";
import type { Prng } from "../prng.ts";

/**
 * The places stories happen in, each with its country's currency, so a sum of money is always
 * written in the currency of the place the story is about (Mexico City spends pesos, Lisbon
 * euros). Cities that share a name with a club of the football data (Barcelona, Porto,
 * Valencia…) are left out, so a story about a city is never mistaken for one about the club.
 */

export type Currency = "GBP" | "USD" | "CAD" | "AUD" | "EUR" | "MXN" | "ARS" | "COP" | "CLP" | "PEN" | "BRL";

export type Place = { name: string; currency: Currency };

export const PLACES: Record<ContentLanguage, Place[]> = {
  en: [
    { name: "London", currency: "GBP" },
    { name: "Chicago", currency: "USD" },
    { name: "Toronto", currency: "CAD" },
    { name: "Sydney", currency: "AUD" },
    { name: "Dublin", currency: "EUR" },
    { name: "Boston", currency: "USD" },
    { name: "Edinburgh", currency: "GBP" },
    { name: "Bristol", currency: "GBP" },
  ],
  es: [
    { name: "Madrid", currency: "EUR" },
    { name: "Zaragoza", currency: "EUR" },
    { name: "Málaga", currency: "EUR" },
    { name: "Ciudad de México", currency: "MXN" },
    { name: "Buenos Aires", currency: "ARS" },
    { name: "Bogotá", currency: "COP" },
    { name: "Lima", currency: "PEN" },
    { name: "Santiago de Chile", currency: "CLP" },
  ],
  pt: [
    { name: "Manaus", currency: "BRL" },
    { name: "Lisboa", currency: "EUR" },
    { name: "Belo Horizonte", currency: "BRL" },
    { name: "Recife", currency: "BRL" },
    { name: "Curitiba", currency: "BRL" },
    { name: "Salvador", currency: "BRL" },
    { name: "Brasília", currency: "BRL" },
    { name: "Coimbra", currency: "EUR" },
  ],
};

/** Roughly how many units of each currency a euro buys, so sums stay plausible in every place. */
const PER_EURO: Record<Currency, number> = {
  GBP: 1,
  USD: 1,
  CAD: 1.5,
  AUD: 1.5,
  EUR: 1,
  MXN: 20,
  ARS: 1000,
  COP: 4000,
  CLP: 1000,
  PEN: 4,
  BRL: 5,
};

/** Two significant figures: budgets are announced round. */
function round2(n: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / magnitude) * magnitude;
}

function grouped(n: number, language: ContentLanguage): string {
  return n.toLocaleString(language === "en" ? "en-GB" : language === "es" ? "es-ES" : "pt-BR", {
    useGrouping: language === "es" ? "always" : true,
  } as Intl.NumberFormatOptions);
}

const EN_SYMBOL: Record<Currency, string> = {
  GBP: "£",
  USD: "$",
  CAD: "C$",
  AUD: "A$",
  EUR: "€",
  MXN: "MX$",
  ARS: "ARS ",
  COP: "COP ",
  CLP: "CLP ",
  PEN: "S/ ",
  BRL: "R$",
};
const ES_WORD: Record<Currency, string> = {
  GBP: "libras",
  USD: "dólares",
  CAD: "dólares canadienses",
  AUD: "dólares australianos",
  EUR: "euros",
  MXN: "pesos",
  ARS: "pesos",
  COP: "pesos",
  CLP: "pesos",
  PEN: "soles",
  BRL: "reales",
};

/** A sum in millions of the place's currency, written the way the language's press writes it. */
export function millions(
  rng: Prng,
  language: ContentLanguage,
  place: Place,
  min: number,
  max: number,
): string {
  const n = round2(rng.int(min, max) * PER_EURO[place.currency]);
  if (language === "en") {
    const amount = n >= 1000 ? `${grouped(n / 1000, language)} billion` : `${n} million`;
    return `${EN_SYMBOL[place.currency]}${amount}`;
  }
  if (language === "es") return `${grouped(n, language)} millones de ${ES_WORD[place.currency]}`;
  if (place.currency === "BRL") {
    return n >= 1000
      ? `R$ ${grouped(n / 1000, language)} ${n >= 2000 ? "bilhões" : "bilhão"}`
      : `R$ ${n} milhões`;
  }
  return `${n} milhões de euros`;
}

/** A price ending in 9, for products and tickets. */
export function price(rng: Prng, language: ContentLanguage, place: Place, min: number, max: number): string {
  const n = Math.max(10, round2(rng.int(min, max) * PER_EURO[place.currency])) - 1;
  if (language === "en") return `${EN_SYMBOL[place.currency]}${grouped(n, language)}`;
  if (language === "es") return `${grouped(n, language)} ${ES_WORD[place.currency]}`;
  return place.currency === "BRL" ? `R$ ${grouped(n, language)}` : `${n} euros`;
}

/**
 * How each currency shows in a text, in any of the three languages: what a reader (or the
 * edition's check) takes as a sign that a story is priced in that currency.
 */
export const CURRENCY_MARKS: Record<Currency, RegExp> = {
  GBP: /£|\bpounds?\b|\blibras?\b/i,
  USD: /(?<![\p{L}])\$|\b(?:US )?dollars?\b|\bdólares(?! canadienses| australianos)\b/iu,
  CAD: /\bC\$|\bdólares canadienses\b|\bCanadian dollars?\b/i,
  AUD: /\bA\$|\bdólares australianos\b|\bAustralian dollars?\b/i,
  EUR: /€|\beuros?\b/i,
  MXN: /\bMX\$|\bpesos?\b/i,
  ARS: /\bARS\b|\bpesos?\b/i,
  COP: /\bCOP\b|\bpesos?\b/i,
  CLP: /\bCLP\b|\bpesos?\b/i,
  PEN: /\bS\/|\bsoles\b/i,
  BRL: /\bR\$|\breais\b|\breales\b/i,
};

/** The currencies a text names. */
export function currenciesIn(text: string): Currency[] {
  return (Object.keys(CURRENCY_MARKS) as Currency[]).filter((currency) =>
    CURRENCY_MARKS[currency].test(text),
  );
}
