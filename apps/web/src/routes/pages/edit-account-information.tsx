import { pageMeta } from '../../lib/page-title';
export { EditAccountInformationPage as default } from '../../features/agency/EditAccountInformationPage';

export const meta = pageMeta('Edit Account Information');
