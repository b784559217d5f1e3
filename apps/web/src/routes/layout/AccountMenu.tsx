import { Button } from '@mantine/core';
import { onIntent } from '../../lib/on-intent';
import { ChevronDownIcon } from '../../ui/icons';
import { accountMenuItems, type NavUser } from './nav-model';

const useAccountMenu = onIntent(() => import('./AccountMenuDropdown').then((m) => m.AccountMenuDropdown));

/**
 * The 'Account Settings' submenu (spec 2.4) with its visibility rules by type, status and team role. The menu's
 * code loads when the person reaches for its button (lib/on-intent.ts); the button looks the same before.
 */
export function AccountMenu({ user }: { user: NavUser }) {
  const entries = accountMenuItems(user);
  const { Part, open, focus, triggerProps } = useAccountMenu();
  if (entries.length === 0) return null;
  if (Part) return <Part entries={entries} open={open} focus={focus} />;
  return (
    <Button
      {...triggerProps}
      variant="light"
      size="compact-sm"
      rightSection={<ChevronDownIcon size={16} />}
      data-testid="account-menu-button"
      aria-haspopup="menu"
      aria-expanded={false}
    >
      Account Settings
    </Button>
  );
}
