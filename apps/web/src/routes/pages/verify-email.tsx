import { pageTitle } from '../../lib/page-title';
export { VerifyEmailPage as default } from '../../features/agency/VerifyEmailPage';

export const handle = pageTitle('Verify your email address');
