import { Alert, Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@mp/domain';
import { Link, useSearchParams } from 'react-router';
import { useGroupPath, useRouteGroup } from '../../app/group-context';
import { EmptyState } from '../../ui/EmptyState';
import { ListSkeleton } from '../../ui/Skeletons';
import type { SavedPostRow } from './documents';
import { useSavedPosts } from './hooks';
import { SaveToggle } from './SaveToggle';
import { SAVED_TEXT } from './texts';
import classes from '../../ui/PostRows.module.css';
import { Pager } from '../../ui/Pager';

const PER_PAGE = 10;

function SavedRow({ row }: { row: SavedPostRow }) {
  const path = useGroupPath();
  const { post } = row;
  const to = path(`opportunities/${post.id}`);
  return (
    <li className={classes.row} data-testid="saved-row">
      <Stack gap={4} className={classes.main}>
        <Group gap="xs" wrap="wrap">
          <Anchor component={Link} to={to} fw={600}>
            {post.title}
          </Anchor>
          <Badge variant="light" color={post.closed ? 'gray' : 'teal'}>
            {post.closed ? SAVED_TEXT.closed : SAVED_TEXT.open}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {[post.company.name, post.location, `Saved ${formatDate(row.saved_at)}`].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap" className={classes.actions}>
        <SaveToggle post={{ ...post, isSaved: post.isSaved ?? true }} size="xs" />
        {post.closed ? (
          <Button size="xs" disabled title={SAVED_TEXT.applyClosed}>
            {SAVED_TEXT.closed}
          </Button>
        ) : (
          <Button size="xs" component={Link} to={to}>
            {SAVED_TEXT.apply}
          </Button>
        )}
      </Group>
    </li>
  );
}

/**
 * /{freelancer|agency}/saved: the viewer's saved posts, newest save first, 10 a page with numbered pages. A closed post
 * stays, marked Closed, its apply button disabled; unsaving here keeps the row until the list is read again, so an
 * unsave by mistake is one click to undo.
 */
export function SavedPage() {
  const { group } = useRouteGroup();
  const path = useGroupPath();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const saved = useSavedPosts(page, PER_PAGE);
  const side = group === 'agency' ? 'agency' : 'freelancer';
  const search = side === 'agency' ? 'opportunities' : 'latest-opportunities';

  let body;
  if (saved.isPending) body = <ListSkeleton rows={4} />;
  else if (saved.error) {
    body = (
      <Alert color="red" role="alert" title={SAVED_TEXT.loadFailed}>
        {saved.error.message}
      </Alert>
    );
  } else if (saved.data.data.length === 0) {
    body = <EmptyState title={SAVED_TEXT.emptyTitle} description={SAVED_TEXT.emptyBody} action={{ label: SAVED_TEXT.findWork, to: path(search) }} />;
  } else {
    body = (
      <Stack gap="md">
        <Stack gap={0} component="ul" className={classes.list}>
          {saved.data.data.map((row) => (
            <SavedRow key={row.post.id} row={row} />
          ))}
        </Stack>
        <Pager page={page} pageSize={PER_PAGE} total={saved.data.paginatorInfo.total} onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })} />
      </Stack>
    );
  }
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{SAVED_TEXT.heading[side]}</Title>
          <Text c="dimmed">{SAVED_TEXT.intro}</Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          {body}
        </Paper>
      </Stack>
    </Container>
  );
}
