import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Above the title: a step counter or a banner. */
  header?: ReactNode;
  children: ReactNode;
  width?: number;
}

/** The centred card every sign-in, sign-up and password page sits in. */
export function AuthCard({ title, subtitle, header, children, width = 460 }: AuthCardProps) {
  return (
    <Container size={width} px={0} py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          {header}
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
