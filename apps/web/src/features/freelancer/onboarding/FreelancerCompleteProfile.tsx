import { useLocation } from 'react-router';
import { FullerOnboardingPage } from './FullerOnboardingPage';
import { OnboardingStepPage } from './OnboardingStepPage';

/** /freelancer/complete-profile/2 is sign-up step 3 (E-F1); /freelancer/complete-profile the fuller onboarding (E-F2). */
export function FreelancerCompleteProfile() {
  const { pathname } = useLocation();
  return /\/complete-profile\/2\/?$/.test(pathname) ? <OnboardingStepPage /> : <FullerOnboardingPage />;
}
