import { pageMeta } from '../../lib/page-title';
export { SignedUpPage as default } from '../../features/agency/SignedUpPage';

export const meta = pageMeta('Your All Signed Up!');
