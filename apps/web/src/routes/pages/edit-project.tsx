import { EDIT_PROJECT_TITLE } from '../../features/opportunities/posting/messages';
import { pageMeta } from '../../lib/page-title';
export { EditProjectPage as default } from '../../features/opportunities/posting/PostingPages';

export const meta = pageMeta(EDIT_PROJECT_TITLE);
