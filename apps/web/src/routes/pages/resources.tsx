import { pageTitle } from '../../lib/page-title';
export { ResourcesPage as default } from '../../features/content/ResourcesPage';

export const handle = pageTitle('Resources');
