import type { RouteObject } from 'react-router';
import { FREELANCER_PROFILE_MSG as M } from '@mp/domain';
import { pageTitle } from '../../../lib/page-title';
import { RequireGroupUser } from '../../../app/guards';
import { lazyPage } from '../../../app/lazy-page';

const manage = () => import('./ManageProfilePage');

/** The freelancer's profile (issue 10, decision 0034): manage-cv and edit-profile (one screen, inventory E-Q4) and profile. */
export function freelancerProfileRoutes(): RouteObject[] {
  return [
    {
      element: <RequireGroupUser />,
      children: [
        { path: 'manage-cv', lazy: lazyPage(manage, 'ManageCvPage'), handle: pageTitle(M.pageTitle) },
        { path: 'edit-profile', lazy: lazyPage(manage, 'EditProfilePage'), handle: pageTitle('Edit Profile') },
        { path: 'profile', lazy: lazyPage(() => import('./ProfileViewPage'), 'ProfileViewPage'), handle: pageTitle('Profile') },
      ],
    },
  ];
}
