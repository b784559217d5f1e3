import { lazy, Suspense } from 'react';
import { useRouteGroup } from '../app/group-context';
import { PageLoader } from '../ui/PageLoader';

// Each group's step 3 is its own chunk. Agencies keep the placeholder until their issue builds
// their form: it adds its page here.
const CompanyStep = lazy(() =>
  import('../features/company/CompleteCompanyProfilePage').then((m) => ({ default: m.CompleteCompanyProfilePage })),
);
const FreelancerStep = lazy(() =>
  import('../features/freelancer/onboarding/FreelancerCompleteProfile').then((m) => ({ default: m.FreelancerCompleteProfile })),
);
const Placeholder = lazy(() => import('../features/account/CompleteProfilePage').then((m) => ({ default: m.CompleteProfilePage })));

/** /{group}/complete-profile and /2: sign-up step 3, the page of the route's group. */
export function CompleteProfileRoute() {
  const { group } = useRouteGroup();
  return <Suspense fallback={<PageLoader />}>{group === 'company' ? <CompanyStep /> : group === 'freelancer' ? <FreelancerStep /> : <Placeholder />}</Suspense>;
}
