import { Badge, Group, Text } from '@mantine/core';
import { formatPhone, isStoredInE164 } from '@mp/domain/phone';

/**
 * A stored phone number in the console (decision 0042): as people read it, or, when it could not be read as a
 * number (kept as typed), as typed with a flag, so an administrator can ask the person to correct it.
 */
export function PhoneValue({ stored }: { stored: string | null | undefined }) {
  if (!stored) return <>—</>;
  if (isStoredInE164(stored)) return <>{formatPhone(stored)}</>;
  return (
    <Group component="span" gap={6} wrap="wrap" align="center">
      <Text component="span">{stored}</Text>
      <Badge component="span" color="orange" variant="light" title="Kept as typed: it could not be read as a phone number">
        Not a valid number
      </Badge>
    </Group>
  );
}
