import { FOR_YOU_TEXT } from '../../features/seeking/texts';
import { pageTitle } from '../../lib/page-title';
export { ForYouPage as default } from '../../features/seeking/ForYouPage';

export const handle = pageTitle(({ group }) => FOR_YOU_TEXT[group === 'agency' ? 'agency' : 'freelancer'].title);
