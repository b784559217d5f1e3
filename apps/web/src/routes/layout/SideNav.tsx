import { Box, Stack } from '@mantine/core';
import classes from './AppLayout.module.css';
import { sideNavItems } from './nav-model';
import { NavListLink } from './NavListLink';
import { useNavContext } from './useNavContext';

/**
 * The side navigation on wide screens (spec 2.4): the member's links and Logout, or the visitor's header
 * entries and Login. Phones get the same destinations in the hamburger menu (nav-model mobileMenuSections).
 */
export function SideNav() {
  const ctx = useNavContext();
  return (
    <Box component="nav" className={classes.sideNav} visibleFrom="md" p="sm" data-testid="side-nav" aria-label="Side navigation">
      <Stack gap={2}>
        {sideNavItems(ctx).map((item) => (
          <NavListLink key={item.label} item={item} active={item.to === ctx.pathname} />
        ))}
      </Stack>
    </Box>
  );
}
