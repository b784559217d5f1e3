import { pageMeta } from '../../lib/page-title';
export { EditPersonalInformationPage as default } from '../../features/freelancer/personal/EditPersonalInformationPage';

export const meta = pageMeta('Edit Personal Information');
