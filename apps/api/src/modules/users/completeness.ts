import type { UserRow } from '../../db/schema/index.js';

/**
 * What a profile still lacks (decision 0008): the fields every account shares, then each kind's own.
 * A company adds its onboarding step 3 (decision 0024): the logo, 'What sets you apart' and the answer on
 * logo use (no is an answer: only a missing answer counts). Freelancers and agencies add theirs with their issues.
 */
const REQUIRED: (keyof UserRow)[] = ['first_name', 'last_name', 'phone', 'address_1', 'city', 'state', 'zip', 'country', 'bio'];
const REQUIRED_BY_TYPE: Partial<Record<UserRow['type'], (keyof UserRow)[]>> = {
  COMPANY: ['avatar', 'description', 'can_use_logo'],
};

export function profileCompleteness(user: UserRow): { complete: boolean; missing: string[] } {
  if (user.type === 'ADMIN') return { complete: true, missing: [] };
  const fields = [...REQUIRED, ...(REQUIRED_BY_TYPE[user.type] ?? [])];
  const missing = fields.filter((k) => user[k] === null || user[k] === undefined || user[k] === '').map(String);
  return { complete: missing.length === 0, missing };
}
