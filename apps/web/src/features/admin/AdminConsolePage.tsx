import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useLogout } from '../session/useLogout';

/** /admin: the administrator console (a later issue builds it). */
export function AdminConsolePage() {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Container size="sm" px={0}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>Administrator console</Title>
        <Text c="dimmed">Administration tools will appear here.</Text>
        <Button variant="default" onClick={() => void logout().then(() => navigate('/login', { replace: true }))}>
          Sign out
        </Button>
      </Stack>
    </Container>
  );
}
