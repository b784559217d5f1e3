import type { RouteObject } from 'react-router';
import { pageTitle } from '../../lib/page-title';
import { RequireGroupUser, RequireTeamAdmin } from '../../app/guards';
import { lazyPage } from '../../app/lazy-page';

const information = lazyPage(() => import('./CompanyInformationPage'), 'CompanyInformationPage');
const editProfile = lazyPage(() => import('./EditCompanyProfilePage'), 'EditCompanyProfilePage');
const publicProfile = lazyPage(() => import('./PublicCompanyProfilePage'), 'PublicCompanyProfilePage');

/**
 * The company's own profile pages, under /company and /employer: `profile` for the team, `edit-profile`
 * for its admins (a member goes to 404 like on the other admin pages, inventory A-Q14).
 */
export function companyProfileRoutes(): RouteObject[] {
  return [
    {
      element: <RequireGroupUser />,
      children: [
        { path: 'profile', lazy: information, handle: pageTitle('Company Information') },
        {
          element: <RequireTeamAdmin />,
          children: [{ path: 'edit-profile', lazy: editProfile, handle: pageTitle('Edit Profile') }],
        },
      ],
    },
  ];
}

/** company-profile/{id}: an employer as freelancers and agencies see it (login required, inventory A-R7). */
export function companyProfileReaderRoutes(): RouteObject[] {
  return [
    {
      element: <RequireGroupUser />,
      children: [{ path: 'company-profile/:id', lazy: publicProfile, handle: pageTitle('Company profile') }],
    },
  ];
}
