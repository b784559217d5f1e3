import { pageTitle } from '../../lib/page-title';
export { CompanyInformationPage as default } from '../../features/company/CompanyInformationPage';

export const handle = pageTitle('Company Information');
