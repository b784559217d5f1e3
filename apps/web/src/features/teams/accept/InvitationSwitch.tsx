import { Button, Stack, Text } from '@mantine/core';
import { TEAM_MSG } from '@mp/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSessionUser } from '../../../app/session/useSession';
import { PageLoader } from '../../../ui/PageLoader';
import type { InvitationPreview } from './documents';
import { useInvitation } from './hooks';
import { InviteCard } from './InviteCard';
import { agencyInvitePath, companyInvitePath, type InviteLink } from './invite-link';
import { JoinTeamCard } from './JoinTeamCard';
import { SignedInNotice } from './SignedInNotice';

/** What a page's own form gets: the invitation (null when the link cannot be read), its address, and the reason it is locked. */
export interface InviteFormProps {
  link: InviteLink | null;
  preview: InvitationPreview | null;
  email: string;
  locked: string | null;
}

interface InvitationSwitchProps {
  link: InviteLink | null;
  /** The team type this link is for: a link opened under the other type's address goes to its own. */
  teamType: 'COMPANY' | 'AGENCY';
  /** The URL prefix the page is under (company, employer or agency): where team/welcome is. */
  prefix: string;
  /** The page's sign-up form, for a visitor whose email has no account yet (or locked, with the reason). */
  form: (props: InviteFormProps) => ReactNode;
}

/**
 * What an invitation link shows: the reason it cannot be used, with the form locked; for an email that
 * already has an account, 'Join {team}' (acceptInvitation); else the page's sign-up form. A signed-in person is
 * told whose session it is: the invited account may join at once, anyone else logs out first.
 */
export function InvitationSwitch({ link, teamType, prefix, form }: InvitationSwitchProps) {
  const invitation = useInvitation(link?.token ?? null);
  const user = useSessionUser();

  if (!link) return form({ link, preview: null, email: '', locked: TEAM_MSG.invalid });
  if (invitation.isPending) return <PageLoader />;
  if (invitation.isError) {
    return (
      <InviteCard preview={null} locked="Something went wrong">
        <Stack align="flex-start">
          <Text size="sm">The invitation could not be read. Check your connection and try again.</Text>
          <Button variant="light" onClick={() => void invitation.refetch()} loading={invitation.isFetching}>
            Try again
          </Button>
        </Stack>
      </InviteCard>
    );
  }

  const preview = invitation.data;
  if (preview.teamType && preview.teamType !== teamType) {
    return <Navigate to={preview.teamType === 'AGENCY' ? agencyInvitePath(link) : companyInvitePath('company', link)} replace />;
  }
  const email = preview.email ?? link.email;
  if (preview.state !== 'valid') return form({ link, preview, email, locked: preview.message ?? TEAM_MSG.invalid });
  if (user && user.email?.toLowerCase() !== email) return <SignedInNotice preview={preview} email={email} signedInAs={user.email ?? ''} />;
  if (user || preview.accountExists) return <JoinTeamCard link={link} preview={preview} email={email} prefix={prefix} />;
  return form({ link, preview, email, locked: null });
}
