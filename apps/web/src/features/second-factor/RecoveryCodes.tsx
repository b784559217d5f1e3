import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';

interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
}

/** Ten recovery codes, shown this once: a list to copy or write down. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  return (
    <Stack gap="md">
      <Alert color="yellow" title="Save your recovery codes now" role="status">
        If you lose your phone, each of these codes signs you in once instead of a code from the app. This is the only time they are shown: copy them
        or write them down, and keep them somewhere safe.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" component="ul" aria-label="Recovery codes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>I have saved my codes</Button>
      </Group>
      <Text size="sm" c="dimmed">
        Used codes stop working. You can make new ones from this page at any time.
      </Text>
    </Stack>
  );
}
