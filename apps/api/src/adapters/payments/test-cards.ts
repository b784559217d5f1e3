/**
 * The offline test gateway's cards (decision 0045): Stripe's test numbers, behaving as they do with Stripe, and
 * Stripe's words for every refusal. A card is read once, checked, and reduced to what the gateway keeps: the brand,
 * the last four digits and the expiry. The full number and the CVC are never stored or logged.
 */

/** What a test card does: when it is saved (a SetupIntent) and when it is charged (a PaymentIntent). */
export type TestCardBehaviour =
  /** 4242 4242 4242 4242: saved and charged. */
  | 'succeeds'
  /** 4000 0000 0000 0002: refused when saved, as Stripe's SetupIntent refuses it. */
  | 'declined'
  /** 4000 0000 0000 9995: saved; every charge fails for insufficient funds. */
  | 'insufficient_funds'
  /** 4000 0025 0000 3155: authenticated when saved; on session a charge asks again, off session it succeeds. */
  | 'authenticate_on_session'
  /** 4000 0027 6000 3184: always asks for authentication, on and off session. */
  | 'authenticate_always'
  /** 4000 0000 0000 0341: saved; every charge is declined. */
  | 'charge_declined';

export const TEST_CARDS: Record<string, TestCardBehaviour> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'authenticate_on_session',
  '4000002760003184': 'authenticate_always',
  '4000000000000341': 'charge_declined',
};

/** Each test card's last four digits are its own, so a saved card's behaviour needs no more than what is kept. */
const BEHAVIOUR_OF_LAST4 = new Map(Object.entries(TEST_CARDS).map(([number, behaviour]) => [number.slice(-4), behaviour]));

export function behaviourOfLast4(last4: string): TestCardBehaviour | undefined {
  return BEHAVIOUR_OF_LAST4.get(last4);
}

/** Stripe's words, safe to show the card holder. */
export const CARD_MSG = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  invalidNumber: 'Your card number is invalid.',
  invalidMonth: "Your card's expiration month is invalid.",
  invalidYear: "Your card's expiration year is invalid.",
  invalidCvc: "Your card's security code is invalid.",
  notATestCard: 'Your card number is not a test card. In test mode, use a test card such as 4242 4242 4242 4242.',
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

/** Stripe's error code of each refusal (what a client may branch on). */
export type CardErrorCode = 'card_declined' | 'expired_card' | 'incorrect_number' | 'invalid_expiry_month' | 'invalid_expiry_year' | 'invalid_cvc';

/** What the card form sends: the number as typed (spaces allowed), the expiry month and year (2 or 4 digits), the CVC. */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** A checked test card, as kept: never the number or the CVC. */
export interface TestCard {
  brand: 'visa';
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: TestCardBehaviour;
}

export type ReadCard = { ok: true; card: TestCard } | { ok: false; code: CardErrorCode; message: string };

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card expires at the end of its expiry month. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
}

/** Checks a card as Stripe would (number, expiry, CVC), then that it is one of the test cards. */
export function readTestCard(input: CardInput, now: Date): ReadCard {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, code: 'incorrect_number', message: CARD_MSG.invalidNumber };
  if (!Number.isInteger(input.expMonth) || input.expMonth < 1 || input.expMonth > 12) {
    return { ok: false, code: 'invalid_expiry_month', message: CARD_MSG.invalidMonth };
  }
  const expYear = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  if (!Number.isInteger(expYear) || expYear < 2000 || expYear > 2100) return { ok: false, code: 'invalid_expiry_year', message: CARD_MSG.invalidYear };
  if (isExpired(input.expMonth, expYear, now)) return { ok: false, code: 'expired_card', message: CARD_MSG.expired };
  if (!/^\d{3,4}$/.test(input.cvc)) return { ok: false, code: 'invalid_cvc', message: CARD_MSG.invalidCvc };
  const behaviour = TEST_CARDS[digits];
  if (!behaviour) return { ok: false, code: 'card_declined', message: CARD_MSG.notATestCard };
  return { ok: true, card: { brand: 'visa', last4: digits.slice(-4), expMonth: input.expMonth, expYear, behaviour } };
}
