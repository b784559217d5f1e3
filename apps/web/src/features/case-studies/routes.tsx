import type { RouteObject } from 'react-router';
import { RequireGroupUser } from '../../app/guards';
import { lazyPage } from '../../app/lazy-page';
import { pageTitle } from '../../lib/page-title';

const list = lazyPage(() => import('./CaseStudiesPage'), 'CaseStudiesPage');
const add = lazyPage(() => import('./AddCaseStudyPage'), 'AddCaseStudyPage');
const edit = lazyPage(() => import('./EditCaseStudyPage'), 'EditCaseStudyPage');
const detail = lazyPage(() => import('./CaseStudyPage'), 'CaseStudyPage');
const ownProfile = lazyPage(() => import('./AgencyProfilePage'), 'OwnAgencyProfilePage');
const agencyProfile = lazyPage(() => import('./AgencyProfilePage'), 'AgencyProfilePage');

/**
 * Case studies (issue 27, decision 0051). The agency area has them all, for every person of the team (document 3:
 * "for the whole agency team"); the employer area has the detail only (document 2), login required: a visitor goes
 * to login with redirectTo, another group to its 404 (RequireGroupUser).
 */
export function caseStudyRoutes(area: 'agency' | 'employer'): RouteObject[] {
  const shared = { path: 'case-study/:id', lazy: detail, handle: pageTitle('Case Study') };
  if (area === 'employer') return [{ element: <RequireGroupUser />, children: [shared] }];
  return [
    {
      element: <RequireGroupUser />,
      children: [
        { path: 'case-studies', lazy: list, handle: pageTitle('Case Studies') },
        { path: 'case-study/add', lazy: add, handle: pageTitle('Add Case Study') },
        { path: 'case-study/edit/:id', lazy: edit, handle: pageTitle('Edit Case Study') },
        shared,
      ],
    },
  ];
}

/** agency-profile/{id} in both areas (employers from the marketplace, agencies from the network); the agency's own `profile`. */
export function agencyProfileViewRoutes(area: 'agency' | 'employer'): RouteObject[] {
  const other = { path: 'agency-profile/:id', lazy: agencyProfile, handle: pageTitle('Agency profile') };
  return [
    {
      element: <RequireGroupUser />,
      children: area === 'agency' ? [{ path: 'profile', lazy: ownProfile, handle: pageTitle('Profile') }, other] : [other],
    },
  ];
}
