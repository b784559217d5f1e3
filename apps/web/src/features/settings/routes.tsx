import type { RouteObject } from 'react-router';
import { pageTitle } from '../../lib/page-title';
import { RequireGroupUser } from '../../app/guards';
import { lazyPage } from '../../app/lazy-page';

const notifications = lazyPage(() => import('./NotificationSettingsPage'), 'NotificationSettingsPage');
const privacy = lazyPage(() => import('./ProfilePrivacyPage'), 'ProfilePrivacyPage');

/**
 * notification-settings and profile-privacy, for freelancers and agencies (AGENCY, and GUEST of an agency
 * team, who acts under the team's type): mounted by both areas; the group guard sends anyone else away.
 */
export function settingsRoutes(): RouteObject[] {
  return [
    {
      element: <RequireGroupUser />,
      children: [
        { path: 'notification-settings', lazy: notifications, handle: pageTitle('Notification Settings') },
        { path: 'profile-privacy', lazy: privacy, handle: pageTitle('Profile Privacy') },
      ],
    },
  ];
}
