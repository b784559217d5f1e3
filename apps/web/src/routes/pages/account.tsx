import { pageMeta } from '../../lib/page-title';
export { AccountPage as default } from '../../features/account/AccountPage';

export const meta = pageMeta('My Account');
