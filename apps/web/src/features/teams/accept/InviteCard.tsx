import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AuthCard } from '../../../ui/AuthCard';
import type { InvitationPreview } from './documents';

/** What the card says of an invitation: the team and who sent it. */
export type InviteSummary = Pick<InvitationPreview, 'teamName' | 'inviterName'>;

/** 'Join {team}' when the invitation names its team, else a plain 'Join a team'. */
export function joinTitle(preview: Pick<InviteSummary, 'teamName'> | null): string {
  return preview?.teamName ? `Join ${preview.teamName}` : 'Join a team';
}

/** Who invited whom, under the title. */
function inviteLine(preview: InviteSummary | null): string | undefined {
  if (!preview?.teamName) return undefined;
  return preview.inviterName ? `${preview.inviterName} invited you to join ${preview.teamName}.` : `You are invited to join ${preview.teamName}.`;
}

interface InviteCardProps {
  preview: InviteSummary | null;
  /** The reason the invitation cannot be accepted: shown above the form, which is locked. */
  locked?: string | null;
  /** Above the title: a step counter. */
  header?: ReactNode;
  subtitle?: ReactNode;
  width?: number;
  children?: ReactNode;
}

/** The card every acceptance page sits in: the team to join, who invited, and a refusal when there is one. */
export function InviteCard({ preview, locked, header, subtitle, width, children }: InviteCardProps) {
  const line = inviteLine(preview);
  return (
    <AuthCard title={joinTitle(preview)} subtitle={subtitle ?? line} header={header} width={width}>
      {locked && (
        <Alert color="red" role="alert" data-testid="invite-refusal">
          <Text size="sm" fw={500}>
            {locked}
          </Text>
        </Alert>
      )}
      {children}
    </AuthCard>
  );
}
