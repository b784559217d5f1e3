import { NavLink } from '@mantine/core';
import { Link } from 'react-router';
import type { NavItem } from './nav-model';

interface NavListLinkProps {
  item: NavItem;
  active: boolean;
  onNavigate?: () => void;
}

/** A vertical navigation entry (side navigation, mobile drawer), highlighted when it is the current page. */
export function NavListLink({ item, active, onNavigate }: NavListLinkProps) {
  return item.to ? (
    <NavLink component={Link} to={item.to} label={item.label} active={active} onClick={onNavigate} />
  ) : (
    <NavLink component="a" href={item.href} label={item.label} />
  );
}
