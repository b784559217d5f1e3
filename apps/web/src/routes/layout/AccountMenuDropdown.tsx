import { Button, Menu } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../ui/icons';
import type { accountMenuItems } from './nav-model';

interface AccountMenuDropdownProps {
  entries: ReturnType<typeof accountMenuItems>;
  /** Open as it mounts (its trigger was pressed while this code loaded). */
  open: boolean;
  /** Take the focus as it mounts (its trigger had it). */
  focus: boolean;
}

/** The 'Account Settings' menu itself (routes/layout/AccountMenu.tsx loads it when the person reaches for it). */
export function AccountMenuDropdown({ entries, open, focus }: AccountMenuDropdownProps) {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  // Mounted closed, focused, then opened: the menu notes what had focus as it opens (not when it mounts open),
  // to give it back to the button as it closes.
  useEffect(() => {
    if (focus || open) target.current?.focus();
    if (open) setOpened(true);
  }, [focus, open]);
  return (
    <Menu position="bottom-end" width={240} shadow="md" opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Button ref={target} variant="light" size="compact-sm" rightSection={<ChevronDownIcon size={16} />} data-testid="account-menu-button">
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
