import type { RouteObject } from 'react-router';
import { pageTitle } from '../../../lib/page-title';
import { RequireGroupUser } from '../../../app/guards';
import { lazyPage } from '../../../app/lazy-page';

const applicants = lazyPage(() => import('./ApplicantsPage'), 'ApplicantsPage');
const applicantProfile = lazyPage(() => import('./ApplicantProfilePage'), 'ApplicantProfilePage');
const candidateProfile = lazyPage(() => import('./CandidateProfilePage'), 'CandidateProfilePage');

/**
 * view-applicants/:id, candidate-profile/:id (?back=), freelancer-profile/{userId}-{applicationId}: for the
 * company's people; the server decides which posts and people each may see (decision 0027). The router
 * matches one parameter per segment, so freelancer-profile's two ids are read from `:ref` by the page.
 */
export function applicantRoutes(): RouteObject[] {
  return [
    {
      element: <RequireGroupUser />,
      children: [
        { path: 'view-applicants/:id', lazy: applicants, handle: pageTitle('Applicants') },
        { path: 'freelancer-profile/:ref', lazy: applicantProfile, handle: pageTitle('Applicant') },
        { path: 'candidate-profile/:id', lazy: candidateProfile, handle: pageTitle('Freelancer profile') },
      ],
    },
  ];
}
