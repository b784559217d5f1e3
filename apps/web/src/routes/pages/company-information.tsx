import { pageMeta } from '../../lib/page-title';
export { CompanyInformationPage as default } from '../../features/company/CompanyInformationPage';

export const meta = pageMeta('Company Information');
