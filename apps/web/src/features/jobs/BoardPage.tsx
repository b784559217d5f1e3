import { Anchor, Button, Checkbox, Group, NativeSelect, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { BOARD_PAGE_SIZE, BOARD_PATH, boardFiltered, boardHrefOfForm, boardSearch, LOCATION_TYPE_LABELS, parseBoardQuery, SEARCH_JOB_LOCATIONS, type BoardQuery } from '@mp/domain';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ContentGrid } from '../../ui/ContentGrid';
import { OpportunityCard } from './OpportunityCard';
import { useBoardDisciplines, useJobBoard } from './board-hooks';
import { jobPagePath } from './texts';
import classes from './BoardPage.module.css';

/** The role types a visitor filters by (a post with both matches either). */
const ROLE_TYPES = [
  { value: 'FREELANCE', label: 'Freelance' },
  { value: 'PERMANENT', label: 'Permanent' },
] as const;

const countText = (total: number, more: boolean, kind: BoardQuery['kind']) => {
  const noun = kind === 'PROJECT' ? ['project', 'projects'] : ['job', 'jobs'];
  return `${total}${more && total >= 100 ? '+' : ''} open ${total === 1 ? noun[0] : noun[1]}`;
};

/**
 * The public job board: every open published post of one kind, the seekers' search, filters in
 * the URL (a plain GET form, so it works before the scripts load), BOARD_PAGE_SIZE a page with real page links. Its route
 * module reads the page on the server and declares its canonical address and robots tag (routes/pages/board.tsx).
 */
export function BoardPage() {
  const [params] = useSearchParams();
  const query = parseBoardQuery(params);
  const board = useJobBoard(query);
  const disciplines = useBoardDisciplines();
  const navigate = useNavigate();
  const info = board.data?.paginatorInfo;
  const pages = info ? Math.max(info.currentPage + (info.hasMorePages ? 1 : 0), Math.ceil(info.total / BOARD_PAGE_SIZE)) : 1;
  const href = (page: number) => `${BOARD_PATH}${boardSearch(query, page)}`;
  const job = query.kind === 'JOB';
  // A plain GET form before the scripts load; once they have, the address is the normalised one (no empty fields).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(boardHrefOfForm(new FormData(event.currentTarget) as unknown as Iterable<[string, string]>));
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{job ? 'Find work' : 'Find agency projects'}</Title>
        <Text c="dimmed">{job ? 'Open jobs for freelancers and permanent staff.' : 'Open projects for agencies.'}</Text>
      </Stack>
      <SegmentedControl
        aria-label="Kind of post"
        w="fit-content"
        value={query.kind}
        onChange={(kind) => void navigate(`${BOARD_PATH}${boardSearch({ ...query, kind: kind as BoardQuery['kind'], type: [], location: [], page: 1 })}`)}
        data={[
          { value: 'JOB', label: 'Jobs' },
          { value: 'PROJECT', label: 'Agency projects' },
        ]}
      />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        {/* Remounted when the address changes, so its fields show the address's filters. */}
        <form method="get" action={BOARD_PATH} key={params.toString()} role="search" aria-label="Search jobs" className={classes.form} onSubmit={submit}>
          {!job && <input type="hidden" name="kind" value="project" />}
          <TextInput name="q" label="Words" placeholder="Title, skill or company" defaultValue={query.q} maxLength={200} className={classes.words} />
          <NativeSelect
            name="discipline"
            label="Discipline"
            defaultValue={query.discipline[0] ? String(query.discipline[0]) : ''}
            data={[{ value: '', label: 'All disciplines' }, ...(disciplines.data ?? []).map((d) => ({ value: d.id, label: d.name }))]}
          />
          {job && (
            <>
              <Checkbox.Group label="Role type" defaultValue={query.type}>
                <Group gap="sm" mt={6}>
                  {ROLE_TYPES.map((t) => (
                    <Checkbox key={t.value} name="type" value={t.value} label={t.label} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Checkbox.Group label="How you work" defaultValue={query.location}>
                <Group gap="sm" mt={6}>
                  {SEARCH_JOB_LOCATIONS.map((l) => (
                    <Checkbox key={l} name="location" value={l} label={LOCATION_TYPE_LABELS[l]} />
                  ))}
                </Group>
              </Checkbox.Group>
            </>
          )}
          <Group gap="sm" className={classes.actions}>
            <Button type="submit">Search</Button>
            {boardFiltered(query) && (
              <Button component={Link} to={job ? BOARD_PATH : `${BOARD_PATH}?kind=project`} variant="subtle">
                Clear filters
              </Button>
            )}
          </Group>
        </form>
      </Paper>
      <Stack gap="md" aria-busy={board.isFetching ? 'true' : undefined}>
        <Title order={2} fz="h4" data-testid="result-count">
          {info ? countText(info.total, info.hasMorePages, query.kind) : 'Loading…'}
        </Title>
        <ContentGrid
          items={board.data?.data ?? []}
          renderItem={(post) => <OpportunityCard key={post.id} post={post} to={jobPagePath(post.slug)} />}
          isPending={board.isPending}
          error={board.error}
          columns={2}
          placeholders={4}
          empty={{
            title: boardFiltered(query) ? 'Nothing matches these filters' : job ? 'No open jobs right now' : 'No open projects right now',
            description: boardFiltered(query) ? 'Try fewer words or clear the filters.' : 'New posts appear here as soon as they are published.',
            action: boardFiltered(query) ? { label: 'Clear filters', to: job ? BOARD_PATH : `${BOARD_PATH}?kind=project` } : undefined,
          }}
        />
        {pages > 1 && (
          <nav aria-label="Pages">
            <SimpleGrid cols={{ base: 2, xs: 2 }} className={classes.pager}>
              <div>
                {query.page > 1 && (
                  <Anchor component={Link} to={href(query.page - 1)} rel="prev">
                    ← Previous page
                  </Anchor>
                )}
              </div>
              <div className={classes.next}>
                {info?.hasMorePages && (
                  <Anchor component={Link} to={href(query.page + 1)} rel="next">
                    Next page →
                  </Anchor>
                )}
              </div>
            </SimpleGrid>
            <Group gap={6} justify="center" mt="sm">
              {Array.from({ length: Math.min(pages, 10) }, (_, i) => i + 1).map((page) => (
                <Anchor key={page} component={Link} to={href(page)} aria-current={page === query.page ? 'page' : undefined} className={classes.page}>
                  {page}
                </Anchor>
              ))}
            </Group>
          </nav>
        )}
      </Stack>
    </Stack>
  );
}
