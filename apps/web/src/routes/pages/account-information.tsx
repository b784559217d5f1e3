import { pageTitle } from '../../lib/page-title';
export { AccountInformationPage as default } from '../../features/agency/AccountInformationPage';

export const handle = pageTitle('Account Information');
