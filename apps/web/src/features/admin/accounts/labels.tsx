import { Badge } from '@mantine/core';
import type { UserStatus, UserType } from '@mp/domain';

export const TYPE_LABEL: Record<UserType, string> = {
  ADMIN: 'Administrator',
  AGENCY: 'Agency',
  COMPANY: 'Company',
  FREELANCER: 'Freelancer',
  GUEST: 'Team member',
};

/** Nothing for a status the viewer may not read (decision 0017; an administrator reads every one). */
export function StatusBadge({ status }: { status: UserStatus | null }) {
  if (!status) return null;
  return status === 'ACTIVE' ? (
    <Badge color="green" variant="light" miw="max-content">
      Active
    </Badge>
  ) : (
    <Badge color="yellow" variant="light" miw="max-content">
      Inactive
    </Badge>
  );
}

/** The name a list shows: the person, then the company or agency they act for. */
export function displayName(user: { name?: string | null; email: string | null }): string {
  return user.name?.trim() || user.email || '—';
}
