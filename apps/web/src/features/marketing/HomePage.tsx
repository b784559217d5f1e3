import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { boardHrefOfForm } from '@mp/domain';
import { Link, Navigate, useNavigate } from 'react-router';
import { homePath } from '../../app/session/rules';
import { useSessionUser } from '../../app/session/useSession';
import { PRODUCT_NAME } from '../../ui/brand';
import { ContentGrid } from '../../ui/ContentGrid';
import { themeOfGroup } from '../../ui/theme';
import { jobPagePath, OpportunityCard } from '../jobs';
import { AgencyCard, cardLinks, CaseStudyCard } from '../marketplace';
import { HOME_BLOCK, useFeatured, useLatestPublicPosts } from './home-hooks';
import { AUDIENCES } from './how-it-works';
import { AUDIENCE_ICON } from './icons';
import classes from './marketing.module.css';

/** The home page's text (the e2e and the server's head use the same words). */
export const HOME_TEXT = {
  heading: 'Paid creative work, and the people who do it',
  intro: `${PRODUCT_NAME} brings employers together with freelancers and agencies: find your next job, or post one and hear from the people who fit it.`,
  search: 'Find work',
  postJob: 'Post a job',
} as const;


function Block({ title, more, children }: { title: string; more?: { label: string; to: string }; children: React.ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="h3">
          {title}
        </Title>
        {more && (
          <Anchor component={Link} to={more.to} fw={600}>
            {more.label}
          </Anchor>
        )}
      </Group>
      {children}
    </Stack>
  );
}

/**
 * The visitors' home page, rendered on the server with its data: the search box, 'Post a job',
 * the newest jobs and projects, the marketplace's agencies and case studies, and how it works. A signed-in user
 * is sent to their dashboard.
 */
export function HomePage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const jobs = useLatestPublicPosts('JOB', HOME_BLOCK);
  const projects = useLatestPublicPosts('PROJECT', HOME_BLOCK);
  const { agencies, studies } = useFeatured(HOME_BLOCK);
  if (user) return <Navigate to={homePath(user)} replace />;
  const links = cardLinks({ side: 'employer', prefix: 'company', signedIn: false, here: '/' });

  return (
    <Stack gap={40}>
      <Paper component="header" radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder>
        <Stack gap="md" maw={760}>
          <Title order={1} className={classes.landing}>
            {HOME_TEXT.heading}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="gray.7">
            {HOME_TEXT.intro}
          </Text>
          <form
            method="get"
            action="/jobs"
            role="search"
            aria-label={HOME_TEXT.search}
            onSubmit={(event) => {
              event.preventDefault();
              void navigate(boardHrefOfForm(new FormData(event.currentTarget) as unknown as Iterable<[string, string]>));
            }}
          >
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput name="q" label={HOME_TEXT.search} placeholder="Job title, skill or company" maxLength={200} style={{ flex: '1 1 16rem' }} />
              <Button type="submit">Search jobs</Button>
            </Group>
          </form>
          <Group gap="sm">
            <Button component={Link} to="/company/register" variant="light">
              {HOME_TEXT.postJob}
            </Button>
            <Anchor component={Link} to="/jobs">
              Browse every job
            </Anchor>
          </Group>
        </Stack>
      </Paper>

      <Block title="Latest jobs" more={{ label: 'All jobs', to: '/jobs' }}>
        <ContentGrid
          items={jobs.data ?? []}
          renderItem={(post) => <OpportunityCard key={post.id} post={post} to={jobPagePath(post.slug)} />}
          isPending={jobs.isPending}
          error={jobs.error}
          placeholders={HOME_BLOCK}
          empty={{ title: 'No open jobs right now', description: 'New jobs appear here as soon as they are published.' }}
        />
      </Block>
      <Block title="Latest agency projects" more={{ label: 'All projects', to: '/jobs?kind=project' }}>
        <ContentGrid
          items={projects.data ?? []}
          renderItem={(post) => <OpportunityCard key={post.id} post={post} to={jobPagePath(post.slug)} />}
          isPending={projects.isPending}
          error={projects.error}
          placeholders={HOME_BLOCK}
          empty={{ title: 'No open projects right now', description: 'New projects appear here as soon as they are published.' }}
        />
      </Block>
      <Block title="Featured agencies">
        <ContentGrid
          items={agencies.data ?? []}
          renderItem={(a) => <AgencyCard key={a.id} agency={a} to={links.agency(a.id)} />}
          isPending={agencies.isPending}
          error={agencies.error}
          placeholders={HOME_BLOCK}
          empty={{ title: 'No agencies are listed yet', description: 'Agencies appear here once they have completed their profile.' }}
        />
      </Block>
      <Block title="Case studies">
        <ContentGrid
          items={studies.data ?? []}
          renderItem={(c) => <CaseStudyCard key={c.id} study={c} to={links.caseStudy(c.id)} />}
          isPending={studies.isPending}
          error={studies.error}
          placeholders={HOME_BLOCK}
          imageHeight={180}
          empty={{ title: 'No case studies yet', description: "Agencies' work appears here as they add case studies." }}
        />
      </Block>

      <Block title="How it works" more={{ label: 'More about how it works', to: '/marketing/how-it-works' }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {AUDIENCES.map((audience) => {
            const Icon = AUDIENCE_ICON[audience.group];
            return (
              <Paper key={audience.id} withBorder radius="lg" p="md" className={classes.card}>
                <Stack gap="xs">
                  <ThemeIcon size={40} radius="md" variant="light" color={themeOfGroup(audience.group).primaryColor ?? 'gray'}>
                    <Icon size={22} />
                  </ThemeIcon>
                  <Anchor component={Link} to={`/marketing/how-it-works#${audience.id}`} fw={700}>
                    {audience.title}
                  </Anchor>
                  <Text size="sm" c="gray.7">
                    {audience.summary}
                  </Text>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Block>
    </Stack>
  );
}
