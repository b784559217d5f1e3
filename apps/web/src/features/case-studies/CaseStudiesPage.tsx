import { Button, Center, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useGroupPath } from '../../app/group-context';
import { EmptyState } from '../../ui/EmptyState';
import { CardGridSkeleton } from '../../ui/Skeletons';
import { LoadFailed } from '../../ui/LoadFailed';
import { CaseStudyCard } from '../marketplace';
import { useOwnCaseStudies } from './hooks';

/** agency case-studies (document 3): the team's case studies, 8 at a time; 'view more' while the server has more. */
export function CaseStudiesPage() {
  const path = useGroupPath();
  const list = useOwnCaseStudies();
  const create = (
    <Button component={Link} to={path('case-study/add')}>
      Create Case Study
    </Button>
  );
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1}>Case Studies</Title>
            <Text c="dimmed">Your agency's portfolio: employers and other agencies see it on your profile.</Text>
          </Stack>
          {create}
        </Group>
        {list.isPending ? (
          <CardGridSkeleton count={4} cols={{ base: 1, xs: 2, md: 4 }} imageHeight={200} />
        ) : list.error && list.items.length === 0 ? (
          <LoadFailed title="Could not load your case studies" retrying={list.isFetching} onRetry={() => void list.refetch()} />
        ) : list.items.length === 0 ? (
          <EmptyState
            title="No case studies yet"
            description="Show employers your best work: add a project with pictures, a video and a link."
            action={{ label: 'Create Case Study', to: path('case-study/add') }}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            {list.items.map((c) => (
              <CaseStudyCard key={c.id} study={c} to={path(`case-study/${c.id}`)} wholeTitle />
            ))}
          </SimpleGrid>
        )}
        {list.hasNextPage && (
          <Center>
            <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              view more
            </Button>
          </Center>
        )}
      </Stack>
    </Container>
  );
}
