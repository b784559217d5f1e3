import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { TestModeBadge } from './TestModeBadge';
import { authenticateOnTestGateway, type AuthenticationResult } from './test-gateway-api';

export interface TestAuthenticationRequest {
  kind: 'setups' | 'payments';
  ref: string;
  settle: (result: AuthenticationResult) => void;
}

interface TestAuthenticationModalProps {
  request: TestAuthenticationRequest | null;
  onDone: () => void;
}

/**
 * The offline test gateway's stand-in for the bank's 3-D Secure page: the card holder completes or fails the
 * authentication, as on Stripe's test page. Closing the dialog fails it, as closing Stripe's does.
 */
export function TestAuthenticationModal({ request, onDone }: TestAuthenticationModalProps) {
  const [sending, setSending] = useState<'complete' | 'fail' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const answer = async (outcome: 'complete' | 'fail') => {
    if (!request || sending) return;
    setSending(outcome);
    setProblem(null);
    const result = await authenticateOnTestGateway(request.kind, request.ref, outcome);
    setSending(null);
    // A call that did not arrive can be tried again; the answer settles the request.
    if (!result.ok && outcome === 'complete') return setProblem(result.message);
    request.settle(result);
    onDone();
  };

  const what = request?.kind === 'setups' ? 'saving this card' : 'this payment';
  return (
    <Modal opened={request !== null} onClose={() => void answer('fail')} title="3-D Secure test page" centered closeButtonProps={{ 'aria-label': 'Close and fail authentication' }}>
      <Stack gap="md">
        <Group gap="xs">
          <TestModeBadge />
        </Group>
        <Text size="sm">
          Your bank asks you to confirm {what}. With a real card this is your bank&apos;s own page; in test mode you choose the
          outcome.
        </Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" loading={sending === 'fail'} disabled={sending === 'complete'} onClick={() => void answer('fail')}>
            Fail authentication
          </Button>
          <Button loading={sending === 'complete'} disabled={sending === 'fail'} onClick={() => void answer('complete')} data-autofocus>
            Complete authentication
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
