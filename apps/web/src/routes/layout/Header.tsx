import { Box, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { homePath } from '../../app/session/rules';
import classes from './AppLayout.module.css';
import { BackButton } from './BackButton';
import { MemberTools, MobileMenu } from './lazy-parts';
import { Logo } from './Logo';
import { headerItems, MESSAGES } from './nav-model';
import { HeaderLink } from './HeaderLink';
import { useNavContext } from './useNavContext';

/** The site header (spec 2.4): logo, back button, the items for visitors or members, account menu, team switcher. */
export function Header() {
  const ctx = useNavContext();
  const { user } = ctx;
  const [menuOpened, menu] = useDisclosure(false);
  // The drawer's code loads on the first tap of the burger, then stays mounted for its closing transition.
  const [menuLoaded, setMenuLoaded] = useState(false);

  return (
    <Box component="header" className={classes.header} data-testid="site-header" px="md">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <BackButton />
          <Logo to={user ? homePath(user) : '/'} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Group gap={4} visibleFrom="lg" component="nav" aria-label="Main navigation" wrap="nowrap">
            {/* Messages, with its unread count, is among the member tools. */}
            {headerItems(ctx).map((item) => item.label !== MESSAGES && <HeaderLink key={item.label} item={item} />)}
          </Group>
          <Suspense fallback={null}>{user && <MemberTools />}</Suspense>
          <Burger
            opened={menuOpened}
            onClick={() => {
              setMenuLoaded(true);
              menu.toggle();
            }}
            hiddenFrom="lg"
            aria-label="Open menu"
            size="sm"
          />
        </Group>
      </Group>
      <Suspense fallback={null}>{menuLoaded && <MobileMenu ctx={ctx} opened={menuOpened} onClose={menu.close} />}</Suspense>
    </Box>
  );
}
