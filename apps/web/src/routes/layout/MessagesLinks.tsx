import { ActionIcon, Badge, Button, NavLink } from '@mantine/core';
import { Link } from 'react-router';
import { DataProvider } from '../../app/DataProvider';
import { MESSAGES_TEXT } from '../../features/conversation/texts';
import { useUnreadThreads } from '../../features/conversation/unread';
import { useHydrating } from '../../lib/hydration';
import { Icon, type IconProps } from '../../ui/icons';
import { MESSAGES, type NavItem } from './nav-model';
import classes from './MessagesLinks.module.css';

/**
 * The Messages entries with the viewer's unread count: the header's link (wide screens), the phone header's icon,
 * and the side navigation's and phone menu's rows. They share one polled count (features/conversation/unread.ts);
 * each says the count in its name ('Messages, 2 unread'), the badge only shows it.
 */

function MailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Icon>
  );
}

const shown = (count: number) => (count > 99 ? '99+' : String(count));

/** The count beside a label; the space before it keeps the label and the number two words (the name has both). */
function CountBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <>
      {' '}
      <Badge size="sm" color="red" circle={count < 10} aria-hidden="true" data-testid="unread-badge">
        {shown(count)}
      </Badge>
    </>
  );
}

/**
 * The count; none while a part the server rendered is hydrating: the server sent none, and the side navigation (a lazy
 * part) can hydrate after the header's read has come back, which broke its hydration.
 */
function useCount(poll = false): number {
  const count = useUnreadThreads({ poll }).data ?? 0;
  return useHydrating() ? 0 : count;
}

function HeaderLink({ to, label }: { to: string; label: string }) {
  // Mounted for every member (hidden on narrow screens, not unmounted): the one that polls.
  const count = useCount(true);
  return (
    <Button component={Link} to={to} variant="subtle" size="compact-sm" aria-label={MESSAGES_TEXT.headerLabel(count)} rightSection={<CountBadge count={count} />}>
      {label}
    </Button>
  );
}

/** The header's Messages link (wide screens), with the count. */
export function MessagesHeaderLink({ to }: { to: string }) {
  return (
    <DataProvider>
      <HeaderLink to={to} label={MESSAGES} />
    </DataProvider>
  );
}

function IconLink({ to }: { to: string }) {
  const count = useCount();
  return (
    <ActionIcon component={Link} to={to} variant="subtle" size="lg" className={classes.icon} aria-label={MESSAGES_TEXT.headerLabel(count)} data-testid="messages-icon">
      <MailIcon size={22} />
      {count > 0 && (
        <Badge size="xs" color="red" circle={count < 10} className={classes.count} aria-hidden="true">
          {shown(count)}
        </Badge>
      )}
    </ActionIcon>
  );
}

/** The phone header's Messages icon, with the count on it: the count shows without opening the menu. */
export function MessagesIconLink({ to }: { to: string }) {
  return (
    <DataProvider>
      <IconLink to={to} />
    </DataProvider>
  );
}

function Row({ item, active, onNavigate }: { item: NavItem; active: boolean; onNavigate?: () => void }) {
  const count = useCount();
  return (
    <NavLink
      component={Link}
      to={item.to ?? ''}
      label={item.label}
      active={active}
      onClick={onNavigate}
      aria-label={MESSAGES_TEXT.headerLabel(count)}
      rightSection={<CountBadge count={count} />}
    />
  );
}

/** The side navigation's and the phone menu's Messages row, with the count. */
export function MessagesNavLink(props: { item: NavItem; active: boolean; onNavigate?: () => void }) {
  return (
    <DataProvider>
      <Row {...props} />
    </DataProvider>
  );
}
