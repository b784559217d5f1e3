import type { SessionUser } from '../session/documents';

const TYPE_LABEL: Record<SessionUser['type'], string> = {
  ADMIN: 'Administrator',
  AGENCY: 'Agency',
  COMPANY: 'Employer',
  FREELANCER: 'Candidate',
  GUEST: 'Team member',
};

const STATUS_LABEL: Record<SessionUser['status'], string> = { ACTIVE: 'Active', INACTIVE: 'Inactive' };

export const typeLabel = (type: SessionUser['type']): string => TYPE_LABEL[type];
export const statusLabel = (status: SessionUser['status']): string => STATUS_LABEL[status];
