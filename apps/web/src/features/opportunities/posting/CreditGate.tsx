import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { OPPORTUNITY_MSG as M } from '@mp/domain';
import { Link } from 'react-router';
import { useGroupPath } from '../../../app/group-context';
import { costSentence } from './messages';

/** 'Buy More Job Posts': to manage-credits, for the team's admins only (a member gets 404 there, B-Q10). */
function BuyMoreLink({ variant = 'light' }: { variant?: 'light' | 'default' }) {
  const path = useGroupPath();
  return (
    <Button component={Link} to={path('manage-credits')} variant={variant}>
      {M.buyMore}
    </Button>
  );
}

/** Under 1 job post (B-X4): 'Insufficient Balance!', with the way to buy more for admins; Save is disabled meanwhile. */
export function InsufficientBalance({ canBuy }: { canBuy: boolean }) {
  return (
    <Alert color="red" role="alert" title={M.insufficientBalance} data-testid="insufficient-balance">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Posting costs 1 job post and your team has none left.{canBuy ? '' : ' Ask an admin of your team to buy more.'}
        </Text>
        {canBuy ? <BuyMoreLink /> : null}
      </Stack>
    </Alert>
  );
}

interface ConfirmPostModalProps {
  opened: boolean;
  balance: number;
  canBuy: boolean;
  saving: boolean;
  onContinue: () => void;
  onClose: () => void;
}

/** The confirmation before posting (B-T13): the cost and the balance, Continue, and Buy More Job Posts for admins. */
export function ConfirmPostModal({ opened, balance, canBuy, saving, onContinue, onClose }: ConfirmPostModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Confirm your post" centered>
      <Stack gap="lg">
        <Text>{costSentence(balance)}</Text>
        <Group justify="flex-end" gap="sm">
          {canBuy ? <BuyMoreLink variant="default" /> : null}
          <Button onClick={onContinue} disabled={saving} data-autofocus>
            {saving ? M.saving : 'Continue'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
