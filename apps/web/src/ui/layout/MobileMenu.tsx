import { Divider, Drawer, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME } from '../brand';
import { mobileMenuSections, type NavContext } from './nav-model';
import { NavListLink } from './NavListLink';

interface MobileMenuProps {
  ctx: NavContext;
  opened: boolean;
  onClose: () => void;
}

/** The hamburger menu's drawer: the header's items and the account submenu. */
export function MobileMenu({ ctx, opened, onClose }: MobileMenuProps) {
  const { main, account } = mobileMenuSections(ctx);
  return (
    <Drawer opened={opened} onClose={onClose} title={PRODUCT_NAME} size="xs" hiddenFrom="lg" data-testid="mobile-menu">
      <Stack gap={2} component="nav" aria-label="Mobile navigation">
        {main.map((item) => (
          <NavListLink key={item.label} item={item} active={item.to === ctx.pathname} onNavigate={onClose} />
        ))}
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
