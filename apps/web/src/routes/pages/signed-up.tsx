import { pageTitle } from '../../lib/page-title';
export { SignedUpPage as default } from '../../features/agency/SignedUpPage';

export const handle = pageTitle('Your All Signed Up!');
