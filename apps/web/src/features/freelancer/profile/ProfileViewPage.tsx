import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useGroupPath } from '../../../app/group-context';
import { ImageTile } from '../../../ui/ImageTile';
import { PersonIcon } from '../../../ui/PersonIcon';
import { HistorySection } from '../history/HistorySection';
import { EDUCATION, EXPERIENCE } from '../history/kinds';
import { FilesSummary } from './FilesSummary';
import { MissingNotice } from './MissingNotice';
import { ProfileGate } from './ProfileGate';
import { ProfileSections } from './ProfileSections';
import classes from './ProfileView.module.css';

/** profile: the freelancer's own profile, read-only, with the vetted badge; Edit leads to manage-cv. */
export function ProfileViewPage() {
  const path = useGroupPath();
  return (
    <Container size="md" px={0}>
      <ProfileGate>
        {(profile) => (
          <Stack gap="lg">
            <div className={classes.head}>
              <ImageTile src={profile.avatar} alt={profile.name ? `${profile.name}'s photo` : 'Photo'} size={112} phoneSize={80} round icon={<PersonIcon size={40} />} />
              <Stack gap={4} className={classes.name}>
                <Group gap="sm" wrap="wrap">
                  <Title order={1}>{profile.name || 'Your profile'}</Title>
                  {profile.vetted && (
                    <Badge color="teal" variant="filled" data-testid="vetted-badge">
                      Vetted
                    </Badge>
                  )}
                </Group>
                {profile.jobtitle && <Text c="dimmed">{profile.jobtitle}</Text>}
              </Stack>
              <Button component={Link} to={path('manage-cv')} variant="light" w={{ base: '100%', xs: 'auto' }}>
                Edit Profile
              </Button>
            </div>
            <MissingNotice missing={profile.isProfileComplete?.missing} />
            <ProfileSections profile={profile} />
            <FilesSummary />
            <HistorySection kind={EXPERIENCE} />
            <HistorySection kind={EDUCATION} />
          </Stack>
        )}
      </ProfileGate>
    </Container>
  );
}
