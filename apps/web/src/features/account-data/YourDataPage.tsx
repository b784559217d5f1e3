import { Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSessionUser } from '../../app/session/useSession';
import { DeleteAccountModal } from './DeleteAccountModal';
import { useDownloadYourData } from './hooks';
import classes from './YourDataPage.module.css';

/** /{group}/your-data: download everything we hold about you, or delete your account. */
export function YourDataPage() {
  const user = useSessionUser();
  const download = useDownloadYourData();
  const [confirming, setConfirming] = useState(false);
  if (!user) return null;

  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1}>Your data</Title>
        <Paper withBorder p="lg" radius="lg" component="section" aria-labelledby="download-title">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3" id="download-title">
              Download your data
            </Title>
            <Text size="sm">
              One ZIP file with everything we hold about you: your account and profile, your lists, education and
              experience, notification settings, applications, team memberships, and your CVs, documents and photo.
            </Text>
            <Button onClick={() => download.mutate()} loading={download.isPending}>
              Download your data
            </Button>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="lg" component="section" aria-labelledby="delete-title" className={classes.danger}>
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3" id="delete-title">
              Delete your account
            </Title>
            <Text size="sm">We erase, at once and for good:</Text>
            <List size="sm" spacing={4}>
              <List.Item>your name, email, phone numbers, address, bio, photo, links, referees and ethnicity;</List.Item>
              <List.Item>your profile lists, education, experience and notification settings;</List.Item>
              <List.Item>your CVs and supporting documents, and your applications;</List.Item>
              <List.Item>your sessions: you are signed out everywhere.</List.Item>
            </List>
            <Text size="sm">
              We keep only what the law asks of us: a team&apos;s credits ledger and payment records, and the record of
              actions taken on the platform, with nothing that names you. Your email can sign up again afterwards.
            </Text>
            {user.teamOwner && (
              <Text size="sm" c="dimmed">
                If your team has other members, remove them first.
              </Text>
            )}
            <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
              Delete your account
            </Button>
          </Stack>
        </Paper>
      </Stack>
      <DeleteAccountModal opened={confirming} onClose={() => setConfirming(false)} />
    </Container>
  );
}
