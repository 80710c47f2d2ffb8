/** Lowercase words without accents ("Barça, São Paulo!" → ["barca", "sao", "paulo"]), for matching. */
export function foldWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
