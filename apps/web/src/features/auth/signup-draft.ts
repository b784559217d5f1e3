import { readJson, removeKey, writeJson } from '../../lib/storage';

/** Step-1 data (and Google details) carried to step 2. Lives in sessionStorage: never the password in localStorage. */
export interface SignupDraft {
  email: string;
  password?: string;
  googleId?: string;
  first_name?: string;
  last_name?: string;
}

const KEY = 'signup';

export function loadSignupDraft(): SignupDraft | undefined {
  return readJson<SignupDraft>(KEY, 'session');
}

export function saveSignupDraft(draft: SignupDraft): void {
  writeJson(KEY, draft, 'session');
}

export function clearSignupDraft(): void {
  removeKey(KEY, 'session');
}

/** Step 2 can start only with an email and a password from step 1 (or from Google). */
export function hasStep1(draft: SignupDraft | undefined): draft is SignupDraft & { password: string } {
  return Boolean(draft?.email && draft.password);
}

/** The invite landing's email: lower-cased; spaces were plus signs before the query was decoded. */
export function inviteEmail(raw: string | null): string {
  return (raw ?? '').trim().toLowerCase().replace(/ /g, '+');
}
