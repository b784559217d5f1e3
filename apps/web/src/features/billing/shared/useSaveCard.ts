import { teamName } from '@mp/domain';
import { useState } from 'react';
import { gqlRequest } from '../../../app/api-client';
import { useSessionUser } from '../../../app/session/useSession';
import { useCardEntry, type BillingDetails, type CardEntry } from '../card-entry';
import { PrepareCardMutation, SaveCardMutation, type SavedCard } from '../documents';
import { useUpdateAccountCache } from '../hooks';

export interface SaveCard {
  card: CardEntry;
  saving: boolean;
  /** prepareCard → the card field confirms the setup → saveCard: the team's card, or a throw with the reason. */
  save(billingDetails: BillingDetails): Promise<SavedCard>;
}

/** Saving the team's card (the owner's or, for a guest admin, the team's: the server takes the active team). Inside a CardBoundary. */
export function useSaveCard(): SaveCard {
  const card = useCardEntry();
  const updateAccount = useUpdateAccountCache();
  const [saving, setSaving] = useState(false);
  return {
    card,
    saving,
    async save(billingDetails) {
      setSaving(true);
      try {
        const { prepareCard: setup } = await gqlRequest(PrepareCardMutation, {});
        await card.confirmSetup({ clientSecret: setup.clientSecret, setupRef: setup.setupRef, billingDetails });
        const { saveCard } = await gqlRequest(SaveCardMutation, { setupRef: setup.setupRef });
        updateAccount({ card: saveCard });
        return saveCard;
      } finally {
        setSaving(false);
      }
    },
  };
}

/** The card holder's name where the form asks for none: the team's (the team account's, for a guest admin). */
export function useCardHolder(): string {
  const user = useSessionUser();
  return user ? (teamName(user.teamUser?.user ?? user) ?? '') : '';
}
