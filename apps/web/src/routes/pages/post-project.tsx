import { POST_PROJECT_TITLE } from '../../features/opportunities/posting/messages';
import { pageMeta } from '../../lib/page-title';
export { PostProjectPage as default } from '../../features/opportunities/posting/PostingPages';

export const meta = pageMeta(POST_PROJECT_TITLE);
