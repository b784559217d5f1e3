import { POST_PROJECT_TITLE } from '../../features/opportunities/posting/messages';
import { pageTitle } from '../../lib/page-title';
export { PostProjectPage as default } from '../../features/opportunities/posting/PostingPages';

export const handle = pageTitle(POST_PROJECT_TITLE);
