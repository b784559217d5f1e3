import { lazy, Suspense } from 'react';
import { useRouteGroup } from '../../routes/group-context';
import { PageLoader } from '../../ui/PageLoader';

// Each group's step 3 is its own chunk. Freelancers and agencies keep the placeholder until their issues
// build their forms: they add their page here.
const CompanyStep = lazy(() =>
  import('../company/CompleteCompanyProfilePage').then((m) => ({ default: m.CompleteCompanyProfilePage })),
);
const Placeholder = lazy(() => import('./CompleteProfilePage').then((m) => ({ default: m.CompleteProfilePage })));

/** /{group}/complete-profile and /2: sign-up step 3, the page of the route's group. */
export function CompleteProfileRoute() {
  const { group } = useRouteGroup();
  return <Suspense fallback={<PageLoader />}>{group === 'company' ? <CompanyStep /> : <Placeholder />}</Suspense>;
}
