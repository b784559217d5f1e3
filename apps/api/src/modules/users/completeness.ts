import type { UserRow } from '../../db/schema/index.js';

/**
 * What a profile still lacks. This slice checks the fields every account shares; the area
 * issues (employer, freelancer, agency onboarding) add their own.
 */
const REQUIRED: (keyof UserRow)[] = ['first_name', 'last_name', 'phone', 'address_1', 'city', 'state', 'zip', 'country', 'bio'];

export function profileCompleteness(user: UserRow): { complete: boolean; missing: string[] } {
  if (user.type === 'ADMIN') return { complete: true, missing: [] };
  const missing = REQUIRED.filter((k) => user[k] === null || user[k] === '').map(String);
  return { complete: missing.length === 0, missing };
}
