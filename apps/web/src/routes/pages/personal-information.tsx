import { pageTitle } from '../../lib/page-title';
export { PersonalInformationPage as default } from '../../features/freelancer/personal/PersonalInformationPage';

export const handle = pageTitle('Personal Information');
