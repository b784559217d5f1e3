/** Letters that Unicode does not decompose into a base letter and a mark. */
const LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };

/**
 * The form names are compared in: lower case, accents and apostrophes dropped, every other run of
 * non-letters one space. "Saint-Étienne" and "saint etienne" fold alike; "King's Lynn" is "kings lynn".
 */
export function fold(text: string): string {
  // Most names are plain ASCII: the Unicode passes are skipped for them (the index folds 190,000 names).
  const plain = /^[\x20-\x7e]*$/.test(text);
  const lower = plain
    ? text.toLowerCase()
    : text
        .normalize('NFD')
        .toLowerCase()
        .replace(/\p{M}+/gu, '')
        .replace(/[ßæœøłđðþıħ]/g, (c) => LETTERS[c]!)
        .replace(/[’ʼ]/g, "'");
  return lower
    .replace(/['`]/g, '')
    .replace(plain ? /[^a-z0-9]+/g : /[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The distinct words of a folded text. */
export const wordsOf = (folded: string): string[] => [...new Set(folded.split(' ').filter(Boolean))];
