import { MESSAGES_TEXT } from '../../features/conversation/texts';
import { pageMeta } from '../../lib/page-title';
export { InboxPage as default } from '../../features/conversation/InboxPage';

export const meta = pageMeta(MESSAGES_TEXT.title);
