import { pageTitle } from '../../lib/page-title';
export { AccountPage as default } from '../../features/account/AccountPage';

export const handle = pageTitle('My Account');
