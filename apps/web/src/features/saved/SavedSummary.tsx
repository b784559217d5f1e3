import { Anchor, Group, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useGroupPath } from '../../app/group-context';
import { useSavedCount } from './hooks';
import { SAVED_TEXT } from './texts';

/** The dashboards' figure: how many posts the viewer saved, and the way to them. */
export function SavedSummary() {
  const path = useGroupPath();
  const count = useSavedCount();
  return (
    <Group gap="xs" data-testid="saved-count">
      {count.isPending ? <Skeleton h={14} w={110} /> : <Text size="sm">{count.data === undefined ? '' : SAVED_TEXT.count(count.data)}</Text>}
      <Anchor component={Link} to={path('saved')} size="sm" fw={600}>
        {SAVED_TEXT.viewSaved}
      </Anchor>
    </Group>
  );
}
