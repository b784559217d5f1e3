import { Alert, Button, Stack, Text } from '@mantine/core';

/** A list that could not be read: what failed, and a way to try again. */
export function LoadFailed({ title, retrying, onRetry }: { title: string; retrying: boolean; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">Check your connection and try again.</Text>
        <Button size="xs" variant="white" color="red" loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
