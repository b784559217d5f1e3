import { Alert, Button, Stack, Text } from '@mantine/core';
import { COMPANY_VERIFY_MSG } from '@mp/domain';
import { Link, useSearchParams } from 'react-router';
import { reasonToShow } from '../../app/error-reason';
import { AuthCard } from '../../ui/AuthCard';
import { useConfirmCompanyVerification } from './hooks';
import { VERIFY_TEXT } from './texts';

/**
 * /verify-company?token= (the emailed link): anyone holding the mail confirms with a click, signed in or not. Not on
 * opening the page: mail scanners open links, and a link works once.
 */
export function VerifyCompanyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useConfirmCompanyVerification();
  return (
    <AuthCard title={VERIFY_TEXT.pageTitle}>
      <Stack gap="md">
        {!token ? (
          <Text>{VERIFY_TEXT.noToken}</Text>
        ) : confirm.isSuccess ? (
          <Alert color="green" role="status" title="Verified">
            {confirm.data.message}
          </Alert>
        ) : (
          <>
            <Text>{VERIFY_TEXT.pageIntro}</Text>
            {confirm.isError && (
              <Alert color="red" role="alert">
                {reasonToShow(confirm.error) ?? COMPANY_VERIFY_MSG.linkInvalid}
              </Alert>
            )}
            <Button onClick={() => confirm.mutate(token)} loading={confirm.isPending} disabled={confirm.isPending || confirm.isError} fullWidth>
              {VERIFY_TEXT.confirm}
            </Button>
          </>
        )}
        {(confirm.isSuccess || confirm.isError || !token) && (
          <Button component={Link} to="/" variant="default" fullWidth>
            {VERIFY_TEXT.home}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
