import { TextInput } from '@mantine/core';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The step asks for either kind: a 6-digit code or a recovery code. */
  recovery?: boolean;
  label?: string;
  autoFocus?: boolean;
}

/** The field a code is typed in: one-time-code autofill, digits on phones, no spell check. */
export function CodeField({ value, onChange, error, recovery = false, label = 'Code', autoFocus }: CodeFieldProps) {
  return (
    <TextInput
      label={label}
      description={
        recovery ? 'The 6 digits your authenticator app shows, or one of your recovery codes.' : 'The 6 digits your authenticator app shows.'
      }
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      autoComplete="one-time-code"
      inputMode={recovery ? 'text' : 'numeric'}
      spellCheck={false}
      autoCapitalize="off"
      maxLength={recovery ? 40 : 7}
      data-autofocus={autoFocus || undefined}
      autoFocus={autoFocus}
    />
  );
}

/** The first field message of a refused code, or the message as a field error. */
export function codeError(error: unknown, fields: Record<string, string>, message: string): string | undefined {
  if (!error) return undefined;
  return fields['input.code'] ?? message;
}
