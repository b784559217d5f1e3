import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { NavItem } from './nav-model';

/** A footer link. */
export function FooterLink({ item }: { item: NavItem }) {
  return item.to ? (
    <Anchor component={Link} to={item.to} size="sm" c="dimmed">
      {item.label}
    </Anchor>
  ) : (
    <Anchor href={item.href} size="sm" c="dimmed">
      {item.label}
    </Anchor>
  );
}
