import { SAVED_TEXT } from '../../features/saved/texts';
import { pageTitle } from '../../lib/page-title';
export { SavedPage as default } from '../../features/saved/SavedPage';

export const handle = pageTitle(SAVED_TEXT.title);
