import { SEARCH_PAGE_TEXT } from '../../features/seeking/texts';
import { pageMeta } from '../../lib/page-title';
export { SearchPage as default } from '../../features/seeking/SearchPage';

export const meta = pageMeta(({ group }) => SEARCH_PAGE_TEXT[group === 'agency' ? 'agency' : 'freelancer'].title);
