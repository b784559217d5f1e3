import { useState } from 'react';

/** A random UUID; crypto.randomUUID exists only on secure pages (https, localhost), getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40; // version 4
  b[8] = (b[8]! & 0x3f) | 0x80; // RFC 9562 variant
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface Submission {
  /**
   * Starts a submission of `values`: its idempotency key, or null while one is in flight (a second click that
   * came before the button was disabled: ignore it). The key stays the same while the same values are sent
   * again (a retry after an error or a lost answer), and is new for other values.
   */
  begin(values: unknown): string | null;
  /** The answer came. After a success the next submission is a new one, with a new key. */
  end(succeeded: boolean): void;
}

/**
 * One idempotency key per submission of a form that costs, sends or creates (decision 0041), and a guard that
 * holds while it is in flight: TanStack Query reports isPending a task later, in time for a person's second
 * click only sometimes, so the button's `disabled` alone lets a fast double click through.
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
    end(succeeded) {
      inFlight = false;
      if (succeeded) current = null;
    },
  };
}

/** A form's submissions, kept for as long as the form is shown. */
export function useSubmission(): Submission {
  const [submission] = useState(createSubmission);
  return submission;
}
