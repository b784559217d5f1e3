import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { NavItem } from './nav-model';

/** A header link: router Link inside the app, a plain anchor to the marketing site. */
export function HeaderLink({ item }: { item: NavItem }) {
  return item.to ? (
    <Button component={Link} to={item.to} variant="subtle" size="compact-sm">
      {item.label}
    </Button>
  ) : (
    <Button component="a" href={item.href} variant="subtle" size="compact-sm">
      {item.label}
    </Button>
  );
}
