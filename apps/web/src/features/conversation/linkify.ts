/**
 * A message is plain text: these are its pieces, words and addresses, for the page to render as text and links
 * (never as HTML). Only web addresses (http, https, or starting www.) and email addresses become links, so a
 * 'javascript:' or 'data:' text stays text.
 */
export type Piece = { text: string; href?: never } | { text: string; href: string };

const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi;
/** Punctuation that ends a sentence more often than an address: 'see https://example.com.' */
const TRAILING = /[.,;:!?'"]+$/;

/** Drops trailing punctuation, and a closing bracket the address did not open ('(see www.example.com)'). */
function trim(address: string): string {
  let text = address.replace(TRAILING, '');
  for (const [open, close] of [['(', ')'], ['[', ']']] as const) {
    while (text.endsWith(close) && text.split(open).length < text.split(close).length) text = text.slice(0, -1).replace(TRAILING, '');
  }
  return text;
}

function hrefOf(address: string): string {
  if (/^https?:\/\//i.test(address)) return address;
  if (/^www\./i.test(address)) return `https://${address}`;
  return `mailto:${address}`;
}

export function linkify(body: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const match of body.matchAll(ADDRESS)) {
    const address = trim(match[0]);
    const start = match.index;
    // A bare scheme ('https://') or a word glued to an address ('name@host' inside a longer word) is text.
    if (address.length === 0 || /^(https?:\/\/|www\.)$/i.test(address)) continue;
    if (start > at) pieces.push({ text: body.slice(at, start) });
    pieces.push({ text: address, href: hrefOf(address) });
    at = start + address.length;
  }
  if (at < body.length) pieces.push({ text: body.slice(at) });
  return pieces;
}
