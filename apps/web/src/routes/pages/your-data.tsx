import { pageMeta } from '../../lib/page-title';
export { YourDataPage as default } from '../../features/account-data/YourDataPage';

export const meta = pageMeta('Your data');
