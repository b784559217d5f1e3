import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useGroupPath, useRouteGroup } from '../app/group-context';
import { PageLoader } from '../ui/PageLoader';

// Each group's step 3 is its own chunk.
const CompanyStep = lazy(() =>
  import('../features/company/CompleteCompanyProfilePage').then((m) => ({ default: m.CompleteCompanyProfilePage })),
);
const FreelancerStep = lazy(() =>
  import('../features/freelancer/onboarding/FreelancerCompleteProfile').then((m) => ({ default: m.FreelancerCompleteProfile })),
);
const AgencyStep = lazy(() =>
  import('../features/agency/CompleteAgencyProfilePage').then((m) => ({ default: m.CompleteAgencyProfilePage })),
);

/**
 * /{group}/complete-profile and /2: sign-up step 3, the page of the route's group. An agency's is
 * register/complete-profile: its complete-profile addresses lead there.
 */
export function CompleteProfileRoute() {
  const { group } = useRouteGroup();
  const path = useGroupPath();
  const { pathname } = useLocation();
  if (group === 'agency' && !pathname.includes('/register/')) return <Navigate to={path('register/complete-profile')} replace />;
  return <Suspense fallback={<PageLoader />}>{group === 'company' ? <CompanyStep /> : group === 'freelancer' ? <FreelancerStep /> : <AgencyStep />}</Suspense>;
}
