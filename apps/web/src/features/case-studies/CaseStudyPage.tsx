import { Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { projectHref } from '@mp/domain';
import { Link, useParams } from 'react-router';
import { useGroupPath, useRouteGroup } from '../../app/group-context';
import { usePageTitle } from '../../lib/page-title';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { LoadFailed } from '../../ui/LoadFailed';
import { CaseStudyNotFound } from './CaseStudyNotFound';
import { isMissing, useCaseStudy } from './hooks';
import { VideoPlayer } from './VideoPlayer';
import type { CaseStudyData } from './documents';
import { HiddenNotice, ReportItemLink } from '../reports';
import classes from './case-studies.module.css';

function DetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading the case study">
      <Skeleton height={36} width="60%" />
      <Skeleton height={20} width={200} />
      <Skeleton height={320} />
      <Skeleton height={120} />
    </Stack>
  );
}

function Detail({ caseStudy }: { caseStudy: CaseStudyData }) {
  const path = useGroupPath();
  const { group } = useRouteGroup();
  const agency = caseStudy.agency;
  return (
    <Stack gap="lg">
      {caseStudy.canEdit && <HiddenNotice kind="CASE_STUDY" itemId={caseStudy.id} />}
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} miw={0}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {caseStudy.title}
          </Title>
          {agency && (
            <Group gap="xs" wrap="nowrap">
              {agency.avatar && <img src={agency.avatar} alt="" width={32} height={32} className={classes.logo} />}
              <Text component={Link} to={path(`agency-profile/${agency.id}`)} fw={600} c="blue">
                {agency.agency_name ?? 'Agency'}
              </Text>
            </Group>
          )}
        </Stack>
        <Group gap="sm">
          {caseStudy.external_url && (
            <Button component="a" href={projectHref(caseStudy.external_url)} target="_blank" rel="noopener noreferrer nofollow" variant="light">
              VIEW PROJECT
            </Button>
          )}
          {caseStudy.canEdit && group === 'agency' && (
            <Button component={Link} to={path(`case-study/edit/${caseStudy.id}`)}>
              Edit Case Study
            </Button>
          )}
        </Group>
      </Group>
      {caseStudy.thumbnail && <ResponsiveImage src={caseStudy.thumbnail} width={960} height={768} className={classes.hero} priority />}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="cs-about">
        <Title order={2} fz="h4" id="cs-about" mb="sm">
          About the project
        </Title>
        {/* Sanitised on the server (p, br, b, strong, i, em, u, ul, ol, li). */}
        <Typography className={classes.description}>
          <div data-testid="case-study-description" dangerouslySetInnerHTML={{ __html: caseStudy.description }} />
        </Typography>
      </Paper>
      {caseStudy.video_url && (
        <Stack gap="xs" component="section" aria-labelledby="cs-video">
          <Title order={2} fz="h4" id="cs-video">
            Video
          </Title>
          <VideoPlayer url={caseStudy.video_url} embedUrl={caseStudy.videoEmbed} title={`${caseStudy.title}: video`} />
        </Stack>
      )}
      {caseStudy.media.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="cs-media">
          <Title order={2} fz="h4" id="cs-media">
            Gallery
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {caseStudy.media.map((m, i) =>
              m.kind === 'image' && m.image ? (
                <ResponsiveImage key={m.id} src={m.image} width={480} height={360} className={classes.mediaImage} sizes="(max-width: 48em) 100vw, 480px" />
              ) : (
                <VideoPlayer key={m.id} url={m.url} embedUrl={m.embedUrl} title={`${caseStudy.title}: video ${i + 1}`} />
              ),
            )}
          </SimpleGrid>
        </Stack>
      )}
      {!caseStudy.canEdit && (
        <Group justify="flex-end">
          <ReportItemLink kind="CASE_STUDY" itemId={caseStudy.id} label="CASE_STUDY" />
        </Group>
      )}
    </Stack>
  );
}

/** case-study/{id} (document 3 detail; document 2 for employers): what the server lets the viewer read. */
export function CaseStudyPage() {
  const { id = '' } = useParams();
  const caseStudy = useCaseStudy(id);
  const missing = isMissing(caseStudy.error);
  usePageTitle(missing ? 'Page not found' : caseStudy.data?.title);
  if (missing) return <CaseStudyNotFound />;
  return (
    <Container size="md" px={0}>
      {caseStudy.error ? (
        <Stack gap="md">
          <Title order={1}>Case Study</Title>
          <LoadFailed title="Could not load the case study" retrying={caseStudy.isFetching} onRetry={() => void caseStudy.refetch()} />
        </Stack>
      ) : caseStudy.data ? (
        <Detail caseStudy={caseStudy.data} />
      ) : (
        <DetailSkeleton />
      )}
    </Container>
  );
}
