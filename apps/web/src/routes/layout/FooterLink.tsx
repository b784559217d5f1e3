import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { NavItem } from './nav-model';

/**
 * Footer links and text are gray 7: Mantine's 'dimmed' (gray 6) is 3.3:1 on white, under the 4.5:1
 * that axe asks of small text.
 */
export const FOOTER_TEXT = 'gray.7';

/** A footer link. */
export function FooterLink({ item }: { item: NavItem }) {
  return item.to ? (
    <Anchor component={Link} to={item.to} size="sm" c={FOOTER_TEXT}>
      {item.label}
    </Anchor>
  ) : (
    <Anchor href={item.href} size="sm" c={FOOTER_TEXT}>
      {item.label}
    </Anchor>
  );
}
