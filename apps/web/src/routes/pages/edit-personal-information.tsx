import { pageTitle } from '../../lib/page-title';
export { EditPersonalInformationPage as default } from '../../features/freelancer/personal/EditPersonalInformationPage';

export const handle = pageTitle('Edit Personal Information');
