import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../icons';
import { accountMenuItems, type NavUser } from './nav-model';

/** The 'Account Settings' submenu (spec 2.4) with its visibility rules by type, status and team role. */
export function AccountMenu({ user }: { user: NavUser }) {
  const entries = accountMenuItems(user);
  if (entries.length === 0) return null;
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <Button variant="light" size="compact-sm" rightSection={<ChevronDownIcon size={16} />} data-testid="account-menu-button">
          Account Settings
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="account-menu">
        <Menu.Label>Account Settings</Menu.Label>
        {entries.map((item) => (
          <Menu.Item key={item.label} component={Link} to={item.to ?? item.href}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
