import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { FREELANCER_PROFILE_MSG as M, type ProfileScreen } from '@mp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CvPanel } from '../files/CvPanel';
import { DocumentsPanel } from '../files/DocumentsPanel';
import { useMyFiles } from '../files/hooks';
import { HistorySection } from '../history/HistorySection';
import { EDUCATION, EXPERIENCE } from '../history/kinds';
import { myProfileKey } from './hooks';
import { MissingNotice } from './MissingNotice';
import { ProfileForm } from './ProfileForm';
import { ProfileGate } from './ProfileGate';

/**
 * "Your profile": one screen at manage-cv and edit-profile, the latter with
 * its own job type and working-hour messages. The CV, the experience and education lists and the
 * supporting documents sit beside the profile form; each saves on its own.
 */
function ManageProfileScreen({ screen }: { screen: ProfileScreen }) {
  useMissingFollowsCvs();
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{M.pageTitle}</Title>
          <Text c="dimmed">What employers read when you apply: your CV, skills, experience and what you are looking for.</Text>
        </Stack>
        <ProfileGate>
          {(profile) => (
            <Stack gap="lg">
              <MissingNotice missing={profile.isProfileComplete?.missing} />
              <CvPanel />
              <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-label="Profile details">
                <ProfileForm key={profile.id} profile={profile} screen={screen} />
              </Paper>
              <HistorySection kind={EXPERIENCE} editable />
              <HistorySection kind={EDUCATION} editable />
              <DocumentsPanel />
            </Stack>
          )}
        </ProfileGate>
      </Stack>
    </Container>
  );
}

/** The CV panel refreshes its own list: a CV added or removed changes what the profile still lacks too. */
function useMissingFollowsCvs() {
  const queryClient = useQueryClient();
  const count = useMyFiles().data?.resumes?.length;
  const seen = useRef(count);
  useEffect(() => {
    if (seen.current !== undefined && count !== seen.current) void queryClient.invalidateQueries({ queryKey: myProfileKey });
    seen.current = count;
  }, [count, queryClient]);
}

/** manage-cv: "Your profile". */
export function ManageCvPage() {
  return <ManageProfileScreen screen="MANAGE_CV" />;
}

/** edit-profile: the same screen with the edit-profile messages ('Please select considering', 'Please select working hours'). */
export function EditProfilePage() {
  return <ManageProfileScreen screen="EDIT_PROFILE" />;
}
