import { consoleTitle } from '../../features/admin/sections';
import { pageMeta } from '../../lib/page-title';
export { AdminApp as default } from '../../features/admin/AdminApp';

export const meta = pageMeta(({ pathname }) => consoleTitle(pathname));
