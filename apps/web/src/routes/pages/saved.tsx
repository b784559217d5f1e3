import { SAVED_TEXT } from '../../features/saved/texts';
import { pageMeta } from '../../lib/page-title';
export { SavedPage as default } from '../../features/saved/SavedPage';

export const meta = pageMeta(SAVED_TEXT.title);
