import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { verificationCodeSchema, verificationPhoneSchema } from '@mp/domain';
import { useSchemaForm } from '../../lib/forms';
import { useResendVerificationCode, useSendVerificationCode, useVerifyNumber } from './hooks';
import { formatPhone } from '@mp/domain/phone';

export type FlowStep = 'phone' | 'code' | 'done';

interface FlowProps {
  step: FlowStep;
  onStep: (step: FlowStep) => void;
  /** The number the live code went to. */
  pendingPhone: string | null;
  /** The verified number, for the "all set" step. */
  verifiedPhone: string | null;
}

/** Send_Verification: the phone, checked with the shared phone rule; sendVerificationCode. */
function PhoneStep({ onSent }: { onSent: () => void }) {
  const form = useSchemaForm(verificationPhoneSchema, { phone: '' });
  const send = useSendVerificationCode();
  return (
    <form noValidate onSubmit={form.onSubmit(({ phone }) => send.mutate(phone, { onSuccess: onSent }))}>
      <Stack gap="sm">
        <TextInput
          label="Mobile phone number"
          description="We'll text a 6-digit code to check it's yours."
          placeholder="00 0000 000 00"
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <Group>
          <Button type="submit" loading={send.isPending}>
            Send code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Phone_Verification: the 6-digit code; verifyNumber. "Try again" goes back to the phone. */
function CodeStep({ phone, onVerified, onTryAgain }: { phone: string | null; onVerified: () => void; onTryAgain: () => void }) {
  const form = useSchemaForm(verificationCodeSchema, { code: '' });
  const verify = useVerifyNumber();
  const resend = useResendVerificationCode();
  return (
    <form noValidate onSubmit={form.onSubmit(({ code }) => verify.mutate(code, { onSuccess: onVerified, onError: () => form.setFieldValue('code', '') }))}>
      <Stack gap="sm">
        <Text size="sm">We've sent a 6-digit code to {phone ? formatPhone(phone) : 'your phone'}. It expires in 10 minutes.</Text>
        <TextInput
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.getInputProps('code')}
        />
        <Group gap="md">
          <Button type="submit" loading={verify.isPending}>
            Verify
          </Button>
          <Button variant="default" onClick={() => resend.mutate()} loading={resend.isPending}>
            Resend code
          </Button>
          <Anchor component="button" type="button" onClick={onTryAgain}>
            Try again
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

/** The text-message flow (document 3 §4): phone, then the code, then "all set". */
export function TextMessageFlow({ step, onStep, pendingPhone, verifiedPhone }: FlowProps) {
  if (step === 'done') {
    return (
      <Stack gap={4} role="status">
        <Text fw={700}>You're all set!</Text>
        <Text size="sm">Text message notifications will go to {verifiedPhone ? formatPhone(verifiedPhone) : 'your phone'}.</Text>
      </Stack>
    );
  }
  if (step === 'code') return <CodeStep phone={pendingPhone} onVerified={() => onStep('done')} onTryAgain={() => onStep('phone')} />;
  return <PhoneStep onSent={() => onStep('code')} />;
}
