import { EDIT_PROJECT_TITLE } from '../../features/opportunities/posting/messages';
import { pageTitle } from '../../lib/page-title';
export { EditProjectPage as default } from '../../features/opportunities/posting/PostingPages';

export const handle = pageTitle(EDIT_PROJECT_TITLE);
