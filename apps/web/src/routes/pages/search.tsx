import { SEARCH_PAGE_TEXT } from '../../features/seeking/texts';
import { pageTitle } from '../../lib/page-title';
export { SearchPage as default } from '../../features/seeking/SearchPage';

export const handle = pageTitle(({ group }) => SEARCH_PAGE_TEXT[group === 'agency' ? 'agency' : 'freelancer'].title);
