import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './AuthCard.module.css';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Above the title: a step counter or a banner. */
  header?: ReactNode;
  children: ReactNode;
  width?: number;
}

/** The centred card every sign-in, sign-up and password page sits in, on the group's patterned backdrop. */
export function AuthCard({ title, subtitle, header, children, width = 460 }: AuthCardProps) {
  return (
    <div className={classes.backdrop}>
      <Container size={width} px={0} py={{ base: 'md', sm: 'xl' }} pos="relative">
        <Paper withBorder shadow="md" p={{ base: 'lg', sm: 'xl' }} className={classes.card}>
          <Stack gap="lg">
            {header}
            <Stack gap={4}>
              <Title order={1} fz={{ base: 26, sm: 30 }}>
                {title}
              </Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Container>
    </div>
  );
}
