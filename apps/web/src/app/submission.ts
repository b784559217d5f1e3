import type { ErrorCode } from '@mp/domain';
import { useState } from 'react';
import { isApiError } from '../lib/api-error';
import { newIdempotencyKey } from '../lib/idempotency-key';

/**
 * What a failed keyed call says about what the server did. 'refused': it decided and did nothing the key stands for,
 * so the next attempt is a new request with a new key. 'unknown': it may have done it (the answer was lost, or the
 * server failed after its commit), so the next attempt must send the same key: the server then answers what it did.
 */
export type Outcome = 'refused' | 'unknown';

/** Every code the API sends; a code added to @mp/domain must be placed here (the type says so). */
const OUTCOME: Record<ErrorCode, Outcome> = {
  UNAUTHENTICATED: 'refused',
  FORBIDDEN: 'refused',
  BAD_USER_INPUT: 'refused',
  WRONG_CREDENTIALS: 'refused',
  EMAIL_TAKEN: 'refused',
  INCORRECT_PASSWORD: 'refused',
  TEAM_NOT_FOUND: 'refused',
  RESET_TOKEN_EXPIRED: 'refused',
  RATE_LIMITED: 'refused',
  NOT_FOUND: 'refused',
  INSUFFICIENT_BALANCE: 'refused',
  ALREADY_APPLIED: 'refused',
  PROFILE_INCOMPLETE: 'refused',
  OPPORTUNITY_CLOSED: 'refused',
  IDEMPOTENCY_KEY_REUSED: 'refused',
  PAYMENT_FAILED: 'refused',
  QUERY_TOO_COMPLEX: 'refused',
  SECOND_STEP_REQUIRED: 'refused',
  SECOND_FACTOR_REQUIRED: 'refused',
  STEP_UP_REQUIRED: 'refused',
  // The database went away, or a fault, possibly after the commit.
  UNAVAILABLE: 'unknown',
  INTERNAL: 'unknown',
};

/**
 * The one rule for every keyed operation (decision 0041): only a definite refusal spends the key. Anything else keeps
 * it: no answer (NETWORK, a timeout), a 5xx without a body (HTTP_*), INTERNAL, UNAVAILABLE, a code this build does not
 * know, an error that is not the API's.
 */
export function outcomeOf(error: unknown): Outcome {
  if (!isApiError(error) || !Object.hasOwn(OUTCOME, error.code)) return 'unknown';
  return OUTCOME[error.code as ErrorCode];
}

export interface Submission {
  /**
   * Starts a submission of `values`: its idempotency key, or null while one is in flight (a second click that came
   * before the button was disabled: ignore it). The key is new for other values, or once the last one was spent.
   */
  begin(values: unknown): string | null;
  /** The server did it: the key is spent, the next submission is a new one. */
  succeeded(): void;
  /** The call failed: a refusal spends the key, an unknown outcome keeps it for the next try of the same values. */
  failed(error: unknown): Outcome;
}

/**
 * One idempotency key per submission of a form that costs, sends or creates, and a guard that holds while it is in
 * flight: TanStack Query reports isPending a task later, in time for a person's second click only sometimes, so the
 * button's `disabled` alone lets a fast double click through.
 */
export function createSubmission(): Submission {
  let current: { key: string; body: string } | null = null;
  let inFlight = false;
  return {
    begin(values) {
      if (inFlight) return null;
      inFlight = true;
      const body = JSON.stringify(values);
      if (current?.body !== body) current = { key: newIdempotencyKey(), body };
      return current.key;
    },
    succeeded() {
      inFlight = false;
      current = null;
    },
    failed(error) {
      inFlight = false;
      const outcome = outcomeOf(error);
      if (outcome === 'refused') current = null;
      return outcome;
    },
  };
}

/** A form's submissions, kept for as long as the form is shown. */
export function useSubmission(): Submission {
  const [submission] = useState(createSubmission);
  return submission;
}

/** The waits before each check of an unknown outcome: about 7 s in all, a database restart's usual length. */
export const CHECK_DELAYS_MS = [1000, 2000, 4000] as const;

interface CheckOptions {
  /** Called once, when the first answer is lost and the checks begin ('Checking your payment…'). */
  onChecking: () => void;
  delays?: readonly number[];
}

/**
 * Sends a keyed request, and while its outcome is unknown sends it again, the same request with the same key, after
 * each of `delays`: the server answers what it did the first time (or does it, if it never did). Resolves with the
 * first settled answer; rejects with a refusal at once, or with the last unknown failure once the checks are spent.
 */
export async function sendUntilKnown<T>(send: () => Promise<T>, { onChecking, delays = CHECK_DELAYS_MS }: CheckOptions): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (outcomeOf(error) === 'refused' || attempt >= delays.length) throw error;
      if (attempt === 0) onChecking();
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }
}
