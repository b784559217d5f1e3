import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { COMPANY_VERIFY_MSG, companyVerificationSchema, formatDate, formatDateTime } from '@mp/domain';
import { useState } from 'react';
import { reasonToShow } from '../../app/error-reason';
import { useSubmission } from '../../app/submission';
import { inputFieldErrors } from '../../lib/api-error';
import { useMyCompanyVerification, useRequestCompanyVerification } from './hooks';
import { VERIFY_TEXT } from './texts';
import { VerifiedBadge } from './VerifiedBadge';

/**
 * On Company Information: whether the company is verified, a link still out, and for its admins the form that emails a
 * link to a work address at the website's domain (Send disabled in flight, one key a submission).
 */
export function VerifyCompanyCard({ admin }: { admin: boolean }) {
  const status = useMyCompanyVerification();
  const s = status.data;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="company-verification" data-testid="company-verification">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} fz="h4" id="company-verification">
            {VERIFY_TEXT.cardTitle}
          </Title>
          {s?.verified && <VerifiedBadge domain={s.verified.domain} />}
        </Group>
        {status.isPending ? (
          <Skeleton h={72} />
        ) : !s ? (
          <Text c="dimmed" size="sm">
            Your company’s verification could not be loaded.
          </Text>
        ) : s.verified ? (
          <Text size="sm">{VERIFY_TEXT.verifiedAs(s.verified.domain, s.verified.email, formatDate(s.verified.verified_at))}</Text>
        ) : (
          <>
            <Text size="sm">{VERIFY_TEXT.intro}</Text>
            {s.pending && (
              <Alert color="blue" variant="light" role="status" py="xs">
                {VERIFY_TEXT.pending(s.pending.email, formatDateTime(s.pending.expires_at))}
              </Alert>
            )}
            {!admin ? (
              <Text c="dimmed" size="sm">
                {VERIFY_TEXT.membersOnly}
              </Text>
            ) : !s.domain ? (
              <Text c="dimmed" size="sm">
                {COMPANY_VERIFY_MSG.noWebsite}
              </Text>
            ) : (
              <RequestForm domain={s.domain} />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function RequestForm({ domain }: { domain: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const submission = useSubmission();
  const request = useRequestCompanyVerification();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = companyVerificationSchema.safeParse({ email });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? COMPANY_VERIFY_MSG.emailRequired);
    const idempotencyKey = submission.begin(checked.data);
    if (!idempotencyKey) return;
    request.mutate(
      { email: checked.data.email, idempotencyKey },
      {
        onSuccess: (answer) => {
          submission.succeeded();
          setSent(answer.message);
          setEmail('');
        },
        onError: (err) => {
          submission.failed(err);
          setError(inputFieldErrors(err, '').email ?? reasonToShow(err) ?? 'Could not send the link. Try again.');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {sent && (
          <Alert color="green" variant="light" role="status" py="xs">
            {sent}
          </Alert>
        )}
        <TextInput
            label={VERIFY_TEXT.emailLabel}
            description={`An address at ${domain}`}
            placeholder={`you@${domain}`}
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setError(null);
            }}
            maw={420}
          />
        <Group>
          <Button type="submit" loading={request.isPending} disabled={request.isPending}>
            {VERIFY_TEXT.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
