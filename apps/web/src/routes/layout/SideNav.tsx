import { Box, Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import classes from './AppLayout.module.css';
import { MESSAGES, sideNavItems, type NavUser } from './nav-model';
import { MessagesNavLink } from './MessagesLinks';
import { NavListLink } from './NavListLink';

/**
 * The signed-in areas' side navigation on wide screens (spec 2.4): the member's links and Log out. Phones get the
 * same destinations in the hamburger menu (nav-model mobileMenuSections). Public pages have none (AppLayout).
 */
export function SideNav({ user }: { user: NavUser }) {
  const { pathname } = useLocation();
  return (
    <Box component="nav" className={classes.sideNav} visibleFrom="md" p="sm" data-testid="side-nav" aria-label="Side navigation">
      <Stack gap={2}>
        {sideNavItems(user).map((item) =>
          item.label === MESSAGES ? (
            <MessagesNavLink key={item.label} item={item} active={pathname.startsWith(item.to ?? '')} />
          ) : (
            <NavListLink key={item.label} item={item} active={item.to === pathname} />
          ),
        )}
      </Stack>
    </Box>
  );
}
