import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@mp/domain';
import { toastError, toastSuccess } from '../../lib/toast';
import { reasonToShow } from '../../app/error-reason';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { useAdminCompanyVerification, useRevokeCompanyVerification } from './hooks';
import { VERIFY_TEXT } from './texts';
import { VerifiedBadge } from './VerifiedBadge';

/** The console's account page of a company: whether it is verified, for which domain and through which address, and Revoke. */
export function ConsoleVerificationCard({ userId }: { userId: string }) {
  const status = useAdminCompanyVerification(userId);
  const revoke = useRevokeCompanyVerification(userId);
  const v = status.data?.verified;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="console-verification" data-testid="console-verification">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="console-verification">
          {VERIFY_TEXT.consoleTitle}
        </Title>
        {status.isPending ? (
          <Skeleton h={40} w="100%" />
        ) : v ? (
          <>
            <VerifiedBadge domain={v.domain} />
            <Text size="sm">{VERIFY_TEXT.verifiedAs(v.domain, v.email, formatDate(v.verified_at))}</Text>
            <ConfirmButton
              variant="outline"
              color="red"
              title="Revoke the verification?"
              message={VERIFY_TEXT.revokeConfirm}
              confirmLabel="Revoke"
              loading={revoke.isPending}
              disabled={revoke.isPending}
              onConfirm={() =>
                revoke.mutate(undefined, {
                  onSuccess: () => toastSuccess(VERIFY_TEXT.revoked),
                  onError: (err) => toastError(reasonToShow(err) ?? 'Could not revoke the verification.'),
                })
              }
            >
              {VERIFY_TEXT.revoke}
            </ConfirmButton>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {VERIFY_TEXT.consoleNone}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
