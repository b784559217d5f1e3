import type { RouteObject } from 'react-router';
import { pageTitle } from '../../../lib/page-title';
import { RequireGroupUser } from '../../../app/guards';
import { lazyPage } from '../../../app/lazy-page';

const view = lazyPage(() => import('./PersonalInformationPage'), 'PersonalInformationPage');
const edit = lazyPage(() => import('./EditPersonalInformationPage'), 'EditPersonalInformationPage');

/** personal-information and edit-personal-information (issue 10, inventory E-R4; decision 0033). */
export function personalInformationRoutes(): RouteObject[] {
  return [
    {
      element: <RequireGroupUser />,
      children: [
        { path: 'personal-information', lazy: view, handle: pageTitle('Personal Information') },
        { path: 'edit-personal-information', lazy: edit, handle: pageTitle('Edit Personal Information') },
      ],
    },
  ];
}
