import { Divider, Drawer, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PRODUCT_NAME } from '../../ui/brand';
import { MESSAGES, mobileMenuSections, type NavContext } from './nav-model';
import { MessagesNavLink } from './MessagesLinks';
import { NavListLink } from './NavListLink';

interface MobileMenuProps {
  ctx: NavContext;
  opened: boolean;
  onClose: () => void;
}

/**
 * The hamburger menu's drawer: the header's items and the account submenu. It opens from the right,
 * over the burger (which turns into a cross while the menu is open), so the drawer's own close button is
 * the only one on screen.
 */
export function MobileMenu({ ctx, opened, onClose }: MobileMenuProps) {
  const { main, account } = mobileMenuSections(ctx);
  // The header mounts this on the burger's first tap, already open; a drawer remembers what to give focus
  // back to (the burger) only when it opens after mounting, so it opens one render later.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      title={PRODUCT_NAME}
      position="right"
      size="xs"
      hiddenFrom="lg"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
      data-testid="mobile-menu"
    >
      <Stack gap={2} component="nav" aria-label="Mobile navigation">
        {main.map((item) =>
          item.label === MESSAGES ? (
            <MessagesNavLink key={item.label} item={item} active={item.to === ctx.pathname} onNavigate={onClose} />
          ) : (
            <NavListLink key={item.label} item={item} active={item.to === ctx.pathname} onNavigate={onClose} />
          ),
        )}
        {account.length > 0 && (
          <>
            <Divider my="sm" />
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm">
              Account Settings
            </Text>
            {account.map((item) => (
              <NavListLink key={item.label} item={item} active={item.to === ctx.pathname} onNavigate={onClose} />
            ))}
          </>
        )}
      </Stack>
    </Drawer>
  );
}
