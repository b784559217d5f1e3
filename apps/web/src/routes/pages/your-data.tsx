import { pageTitle } from '../../lib/page-title';
export { YourDataPage as default } from '../../features/account-data/YourDataPage';

export const handle = pageTitle('Your data');
