import { pageMeta } from '../../lib/page-title';
export { PersonalInformationPage as default } from '../../features/freelancer/personal/PersonalInformationPage';

export const meta = pageMeta('Personal Information');
