import { pageTitle } from '../../lib/page-title';
export { EditAccountInformationPage as default } from '../../features/agency/EditAccountInformationPage';

export const handle = pageTitle('Edit Account Information');
