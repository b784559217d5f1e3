/**
 * The test gateway's card form, as typed: the number in groups of four, the expiry as MM/YY, the CVC. The browser
 * checks only that each is complete (Stripe's Elements do the same); the server checks the rest and answers in
 * Stripe's words.
 */
export interface TestCardValue {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: TestCardValue = { number: '', expiry: '', cvc: '' };

export type CardErrors = Partial<Record<keyof TestCardValue, string>>;

/** Stripe's words for an unfinished card form. */
export const INCOMPLETE = {
  number: 'Your card number is incomplete.',
  expiry: "Your card's expiration date is incomplete.",
  cvc: "Your card's security code is incomplete.",
} as const;

/** The test cards, as the field's hint lists them (the server's table: apps/api/src/adapters/payments/test-cards.ts). */
export const TEST_CARD_HINTS = [
  { number: '4242 4242 4242 4242', does: 'succeeds' },
  { number: '4000 0000 0000 0002', does: 'is declined' },
  { number: '4000 0000 0000 9995', does: 'is saved; payments fail for insufficient funds' },
  { number: '4000 0025 0000 3155', does: 'asks you to authenticate when saved and when paying on the page' },
  { number: '4000 0027 6000 3184', does: 'always asks you to authenticate' },
  { number: '4000 0000 0000 0341', does: 'is saved; payments are declined' },
] as const;

const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/** '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(input: string): string {
  return digits(input, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' → '12/30'; a slash appears once the month is typed. */
export function formatExpiry(input: string): string {
  const d = digits(input, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export const formatCvc = (input: string) => digits(input, 4);

/** MM/YY (or MM/YYYY) → month and four-digit year; null when incomplete. */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return null;
  const year = Number(match[2]);
  return { expMonth: Number(match[1]), expYear: year < 100 ? 2000 + year : year };
}

/** What is missing, per field; empty when the form is complete. */
export function cardProblems(value: TestCardValue): CardErrors {
  const problems: CardErrors = {};
  if (digits(value.number, 19).length < 12) problems.number = INCOMPLETE.number;
  if (!parseExpiry(value.expiry)) problems.expiry = INCOMPLETE.expiry;
  if (!/^\d{3,4}$/.test(value.cvc)) problems.cvc = INCOMPLETE.cvc;
  return problems;
}

/** The body of POST /api/test-gateway/setups/{ref}/confirm for a complete card (cardProblems empty). */
export function cardBody(value: TestCardValue): { number: string; expMonth: number; expYear: number; cvc: string } {
  const expiry = parseExpiry(value.expiry)!;
  return { number: digits(value.number, 19), ...expiry, cvc: value.cvc };
}
