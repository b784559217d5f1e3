import { Button, FileButton, Group, Stack, Text, type ButtonVariant, type MantineSpacing } from '@mantine/core';
import { DOCUMENT_ACCEPT } from '@mp/domain';
import { useId, type ReactNode, type RefObject } from 'react';

interface FilePickerProps {
  /** The button's text. */
  label: string;
  onChange: (file: File | null) => void;
  /** Cleared after each pick by the panel, so the same file may be chosen again after a refusal. */
  resetRef: RefObject<(() => void) | null>;
  variant?: ButtonVariant;
  loading?: boolean;
  /** Beside the button: what may be sent, or the chosen file's name. */
  hint: ReactNode;
  hintClassName?: string;
  /** The refusal under the button (announced). */
  error?: string | null;
  gap: MantineSpacing | number;
}

/** The CV and documents panels' file button (doc, docx or pdf), its hint beside it and its refusal below. */
export function FilePicker({ label, onChange, resetRef, variant, loading, hint, hintClassName, error, gap }: FilePickerProps) {
  const id = useId();
  return (
    <Stack gap={gap}>
      <Group gap="sm" wrap="wrap">
        <FileButton accept={DOCUMENT_ACCEPT} onChange={onChange} resetRef={resetRef}>
          {(props) => (
            <Button {...props} variant={variant} loading={loading} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
              {label}
            </Button>
          )}
        </FileButton>
        <Text id={`${id}-hint`} size="sm" c="dimmed" className={hintClassName}>
          {hint}
        </Text>
      </Group>
      {error && (
        <Text id={`${id}-error`} size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
