import { Alert, Button, Code, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import { SECOND_FACTOR_MSG, totpCodeRule } from '@mp/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { reasonToShow } from '../../app/error-reason';
import { isApiError } from '../../lib/api-error';
import { toastSuccess } from '../../lib/toast';
import { CodeField } from './CodeField';
import { useConfirmTotpSetup, useStartTotpSetup } from './hooks';
import { RecoveryCodes } from './RecoveryCodes';

/** The QR code of an otpauth:// address, drawn in the browser (the secret never goes to a third party). */
function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) => qr.toDataURL(uri, { margin: 1, width: 200 })).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [uri]);
  if (!src) return <Skeleton w={200} h={200} aria-label="Drawing the QR code" />;
  return <Image src={src} w={200} h={200} alt="QR code to scan with your authenticator app" />;
}

/**
 * Setting up an authenticator app (decision 0064): a new secret as a QR code and as text, confirmed by a code the app
 * shows; then the ten recovery codes, shown once. `onDone` after the codes are saved.
 */
export function TotpSetup({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const start = useStartTotpSetup();
  const confirm = useConfirmTotpSetup();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const { mutate: begin } = start;
  useEffect(() => begin(), [begin]);

  if (confirm.data) return <RecoveryCodes codes={confirm.data} onDone={onDone} />;
  if (start.isError) {
    return (
      <Alert color="red" title="The set-up could not start" role="alert">
        <Stack gap="sm">
          <Text>{reasonToShow(start.error) ?? 'Please try again in a moment.'}</Text>
          <Group>
            <Button variant="default" onClick={() => begin()}>
              Try again
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (!start.data) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Preparing your set-up">
        <Skeleton w={200} h={200} />
        <Skeleton h={16} w="70%" />
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeRule.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    confirm.mutate(parsed.data, {
      onSuccess: () => toastSuccess(SECOND_FACTOR_MSG.enabled),
      onError: (err) => setError((isApiError(err) && err.fields['input.code']) || reasonToShow(err) || SECOND_FACTOR_MSG.wrongCode),
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text>1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</Text>
        <QrCode uri={start.data.uri} />
        <Text size="sm">
          Can&apos;t scan it? Type this key into the app instead:{' '}
          <Code fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="totp-secret">
            {start.data.secret}
          </Code>
        </Text>
        <Text>2. Enter the 6-digit code the app shows.</Text>
        <CodeField value={code} onChange={setCode} error={error} />
        <Group gap="sm">
          <Button type="submit" loading={confirm.isPending} disabled={confirm.isPending}>
            Turn on
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={confirm.isPending}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
