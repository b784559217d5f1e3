import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@mp/domain';
import { useFixedDocumentTitle } from '../lib/page-title';

/** Last resort when a page fails to load or render (e.g. a stale chunk after a deploy). */
export function RouteError() {
  useFixedDocumentTitle('Something went wrong');
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" ta="center">
        <Title order={1}>{MSG.somethingWrong}</Title>
        <Text c="dimmed">Please reload the page.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
