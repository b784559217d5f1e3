import type { SessionUser } from '../../app/session/documents';

const TYPE_LABEL: Record<SessionUser['type'], string> = {
  ADMIN: 'Administrator',
  AGENCY: 'Agency',
  COMPANY: 'Employer',
  FREELANCER: 'Candidate',
  GUEST: 'Team member',
};

const STATUS_LABEL: Record<NonNullable<SessionUser['status']>, string> = { ACTIVE: 'Active', INACTIVE: 'Inactive' };

export const typeLabel = (type: SessionUser['type']): string => TYPE_LABEL[type];
/** The status is a field with an audience (decision 0017); the user's own record always has it. */
export const statusLabel = (status: SessionUser['status']): string => (status ? STATUS_LABEL[status] : '—');
