import { consoleTitle } from '../../features/admin/sections';
import { pageTitle } from '../../lib/page-title';
export { AdminApp as default } from '../../features/admin/AdminApp';

export const handle = pageTitle(({ pathname }) => consoleTitle(pathname));
