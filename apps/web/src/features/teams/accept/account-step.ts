import { readJson, removeKey, writeJson } from '../../../lib/storage';

/**
 * The company invitee's step 1 (team/register/{token}&{email}), carried to team/register/profile. The link's
 * details and the invitation's names live in sessionStorage (they survive a reload); the password lives only in
 * this module's memory, never in storage: after a reload the profile step sends the person back to step 1.
 */
export interface AccountStep {
  token: string;
  email: string;
  /** The address step 1 was opened at, to go back to (its prefix: company or employer). */
  from: string;
  teamName: string | null;
  first_name: string;
  last_name: string;
}

/** Both steps' data: the profile step may start. */
export type ReadyAccountStep = AccountStep & { password: string };

const KEY = 'team-signup';

/** The password typed at step 1, for the token it was typed for. */
let remembered: { token: string; password: string } | null = null;

/** What the profile step has: nothing (no step 1 in this tab), step 1 without its password (reloaded), or both. */
export function accountStepState(stored: AccountStep | undefined, memory: typeof remembered): { kind: 'none' } | { kind: 'reloaded'; step: AccountStep } | { kind: 'ready'; step: ReadyAccountStep } {
  if (!stored?.token || !stored.email) return { kind: 'none' };
  if (!memory || memory.token !== stored.token) return { kind: 'reloaded', step: stored };
  return { kind: 'ready', step: { ...stored, password: memory.password } };
}

export function saveAccountStep(step: AccountStep, password: string): void {
  writeJson(KEY, step, 'session');
  remembered = { token: step.token, password };
}

export function loadAccountStep() {
  return accountStepState(readJson<AccountStep>(KEY, 'session'), remembered);
}

/** After registering (or when the invitation turns out to be refused): nothing of it stays. */
export function clearAccountStep(): void {
  removeKey(KEY, 'session');
  remembered = null;
}
