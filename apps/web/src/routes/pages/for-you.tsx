import { FOR_YOU_TEXT } from '../../features/seeking/texts';
import { pageMeta } from '../../lib/page-title';
export { ForYouPage as default } from '../../features/seeking/ForYouPage';

export const meta = pageMeta(({ group }) => FOR_YOU_TEXT[group === 'agency' ? 'agency' : 'freelancer'].title);
