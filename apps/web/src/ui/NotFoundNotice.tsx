import { Button, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@mp/domain';
import { Link } from 'react-router';

/** The 404 block: 'Page Not Found!', what is missing, and one way on. */
export function NotFoundNotice({ text, action }: { text: string; action: { label: string; to: string } }) {
  return (
    <Stack align="center" py={80} gap="md" ta="center">
      <Text fz={64} fw={900} c="dimmed" lh={1}>
        404
      </Text>
      <Title order={1}>{MSG.notFound}</Title>
      <Text c="dimmed">{text}</Text>
      <Button component={Link} to={action.to}>
        {action.label}
      </Button>
    </Stack>
  );
}
