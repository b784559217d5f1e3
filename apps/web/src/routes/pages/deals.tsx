import { pageTitle } from '../../lib/page-title';
export { DealsPage as default } from '../../features/content/DealsPage';

export const handle = pageTitle('Deals');
