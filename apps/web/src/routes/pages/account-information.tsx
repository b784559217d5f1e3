import { pageMeta } from '../../lib/page-title';
export { AccountInformationPage as default } from '../../features/agency/AccountInformationPage';

export const meta = pageMeta('Account Information');
