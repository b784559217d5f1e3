import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { labelOf } from './labels';

/** The team's name, opening its account in the console (its balance, ledger and grants). */
export function TeamLink({ teamId, name }: { teamId: string; name: string }) {
  return (
    <Anchor component={Link} to={`/admin/accounts/${teamId}`} fw={600}>
      {name}
    </Anchor>
  );
}

/** A status as a light badge, in the colour its map gives it. */
export function StatusBadge({ map, value }: { map: Parameters<typeof labelOf>[0]; value: string }) {
  const { label, color } = labelOf(map, value);
  return (
    <Badge miw="max-content" variant="light" color={color}>
      {label}
    </Badge>
  );
}
