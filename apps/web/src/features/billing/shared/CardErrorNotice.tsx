import { Alert, Text } from '@mantine/core';
import { isGuest } from '../../../app/session/rules';
import { useSessionUser } from '../../../app/session/useSession';

/** The spec's words for a guest admin whose save of the team's card failed (C-T9). */
export const TEAM_CARD_FAILED = 'Failed to update team payment method';

/**
 * A card that could not be saved: the card provider's or the server's words (C-T14), under the spec's title for a
 * guest admin, who edits the team's card (C-T9).
 */
export function CardErrorNotice({ message }: { message: string }) {
  const user = useSessionUser();
  const guest = user ? isGuest(user) : false;
  return (
    <Alert color="red" role="alert" title={guest ? TEAM_CARD_FAILED : 'Your card was not saved'} data-testid="card-error">
      <Text size="sm">{message}</Text>
    </Alert>
  );
}

/** The toast of a failed card save: the guest admin's title (C-T9), then the reason. */
export function useCardFailureText(): (reason: string) => string {
  const user = useSessionUser();
  const guest = user ? isGuest(user) : false;
  return (reason) => (guest ? `${TEAM_CARD_FAILED}: ${reason}` : reason);
}
