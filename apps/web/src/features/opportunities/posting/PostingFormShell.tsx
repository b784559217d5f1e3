import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { OPPORTUNITY_MSG as M } from '@mp/domain';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { useGroupPath } from '../../../app/group-context';
import { ConfirmPostModal, InsufficientBalance } from './CreditGate';

export interface CreditState {
  /** The balance, once read (create only). */
  balance: number | undefined;
  canBuy: boolean;
}

interface PostingFormShellProps {
  formRef: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  /** Creating: the balance gate and the confirmation; editing: none. */
  credit?: CreditState;
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * What the posting forms share around their fields: 'Insufficient Balance!' under 1 job post (Save
 * disabled), Save reading 'Loading...' while saving, Cancel back to the dashboard, and the confirmation modal.
 */
export function PostingFormShell({ formRef, onSubmit, saving, credit, confirming, onConfirm, onCancel, children }: PostingFormShellProps) {
  const path = useGroupPath();
  const insufficient = credit !== undefined && credit.balance !== undefined && credit.balance < 1;
  const unknownBalance = credit !== undefined && credit.balance === undefined;
  return (
    <Stack gap="lg">
      {insufficient ? <InsufficientBalance canBuy={credit.canBuy} /> : null}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <form ref={formRef} noValidate onSubmit={onSubmit}>
          <Stack gap="lg">
            {children}
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={path('dashboard')} variant="default" w={{ base: '100%', sm: 'auto' }}>
                Cancel
              </Button>
              <Button type="submit" disabled={saving || insufficient || unknownBalance} w={{ base: '100%', sm: 'auto' }}>
                {saving ? M.saving : 'Save'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {credit ? (
        <ConfirmPostModal
          opened={confirming}
          balance={credit.balance ?? 0}
          canBuy={credit.canBuy}
          saving={saving}
          onContinue={onConfirm}
          onClose={onCancel}
        />
      ) : null}
    </Stack>
  );
}

/** A titled part of a posting form (h2). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
