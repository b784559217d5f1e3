import { Anchor, Badge, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { useGroupPath } from '../../app/group-context';
import { usePageTitle } from '../../lib/page-title';
import { safeRedirect } from '../../lib/redirect';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { CaseStudyCard } from '../marketplace';
import { CaseStudyNotFound } from './CaseStudyNotFound';
import { isMissing, useAgencyProfile } from './hooks';
import type { AgencyProfileData } from './documents';
import { HiddenNotice, ReportItemLink } from '../reports';
import classes from './case-studies.module.css';

function Chips({ title, items }: { title: string; items: { id: string; name: string }[] }) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          None yet
        </Text>
      ) : (
        <Group gap={6}>
          {items.map((i) => (
            <Badge key={i.id} variant="light" tt="none" size="lg" radius="sm">
              {i.name}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading the profile">
      <Group gap="md">
        <Skeleton height={80} width={80} />
        <Skeleton height={32} width={240} />
      </Group>
      <Skeleton height={140} />
      <Skeleton height={220} />
    </Stack>
  );
}

function Profile({ profile, own }: { profile: AgencyProfileData; own: boolean }) {
  const path = useGroupPath();
  const studies = profile.caseStudies.data;
  return (
    <Stack gap="lg">
      {profile.isOwn && <HiddenNotice kind="AGENCY_PROFILE" itemId={profile.id} />}
      <Group justify="space-between" align="center" gap="md">
        <Group gap="md" wrap="nowrap" align="center" miw={0}>
          {profile.avatar ? (
            <img src={profile.avatar} alt={`${profile.agency_name ?? 'Agency'} logo`} width={80} height={80} className={classes.logo} />
          ) : null}
          <Stack gap={2} miw={0}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {profile.agency_name ?? 'Agency'}
            </Title>
            {profile.locations.length > 0 && <Text c="dimmed">{profile.locations.join(' · ')}</Text>}
          </Stack>
        </Group>
        {/* G-R9: the team's admins edit the profile; members only view it. */}
        {own && profile.canEdit && (
          <Button component={Link} to={path('edit-profile')}>
            Edit Profile
          </Button>
        )}
      </Group>
      {own && profile.email_verified === false && (
        <Text size="sm" c="orange.9">
          Your email is not verified yet: your agency is not listed in the marketplace until it is.
        </Text>
      )}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="agency-about">
        <Stack gap="md">
          <Title order={2} fz="h4" id="agency-about">
            About us
          </Title>
          {profile.bio ? (
            <Typography className={classes.description}>
              <div dangerouslySetInnerHTML={{ __html: profile.bio }} />
            </Typography>
          ) : (
            <Text size="sm" c="dimmed">
              No description yet.
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stack gap={4}>
              <Text fw={600} size="sm">
                Website
              </Text>
              {profile.website ? (
                <Anchor href={profile.website} target="_blank" rel="noopener noreferrer nofollow" size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {profile.website}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  None yet
                </Text>
              )}
            </Stack>
            <Stack gap={4}>
              <Text fw={600} size="sm">
                Contact phone
              </Text>
              {profile.phones.length > 0 ? (
                profile.phones.map((p) => (
                  <Anchor key={p} href={`tel:${p}`} size="sm">
                    {p}
                  </Anchor>
                ))
              ) : (
                <Text size="sm" c="dimmed">
                  None yet
                </Text>
              )}
            </Stack>
          </SimpleGrid>
          <Chips title="Services" items={profile.services} />
          <Chips title="Category experience" items={profile.genres} />
        </Stack>
      </Paper>
      <Stack gap="md" component="section" aria-labelledby="agency-case-studies">
        <Group justify="space-between" align="center">
          <Title order={2} fz="h3" id="agency-case-studies">
            Case Studies
          </Title>
          {profile.isOwn && (
            <Button component={Link} to={path('case-studies')} variant="light">
              Edit Case Studies
            </Button>
          )}
        </Group>
        {studies.length === 0 ? (
          <EmptyState
            compact
            title="No case studies yet"
            description={profile.isOwn ? 'Add your first project so employers can see your work.' : 'This agency has not published any case studies yet.'}
            action={profile.isOwn ? { label: 'Create Case Study', to: path('case-study/add') } : undefined}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {studies.map((c) => (
              <CaseStudyCard key={c.id} study={c} to={path(`case-study/${c.id}`)} wholeTitle />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {!profile.isOwn && (
        <Group justify="flex-end">
          <ReportItemLink kind="AGENCY_PROFILE" itemId={profile.id} label="AGENCY_PROFILE" />
        </Group>
      )}
    </Stack>
  );
}

function ProfileScreen({ id, own }: { id: string | null; own: boolean }) {
  const profile = useAgencyProfile(id);
  const [params] = useSearchParams();
  const back = safeRedirect(params.get('back'));
  const missing = isMissing(profile.error);
  usePageTitle(missing ? 'Page not found' : profile.data?.agency_name ?? undefined);
  if (missing) return <CaseStudyNotFound what="agency" />;
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        {back && (
          <Anchor component={Link} to={back} size="sm">
            ← Back
          </Anchor>
        )}
        {profile.error ? (
          <Stack gap="md">
            <Title order={1}>{own ? 'Profile' : 'Agency profile'}</Title>
            <LoadFailed title="Could not load the profile" retrying={profile.isFetching} onRetry={() => void profile.refetch()} />
          </Stack>
        ) : profile.data ? (
          <Profile profile={profile.data} own={own} />
        ) : (
          <ProfileSkeleton />
        )}
      </Stack>
    </Container>
  );
}

/** agency `profile` (document 3): the team's own profile with its 10 newest case studies and 'Edit Case Studies'. */
export function OwnAgencyProfilePage() {
  return <ProfileScreen id={null} own />;
}

/** agency-profile/{id}?back= (document 2) and the agency area's agency-profile/{id}: another agency, as the server allows. */
export function AgencyProfilePage() {
  const { id = '' } = useParams();
  return <ProfileScreen id={id} own={false} />;
}
