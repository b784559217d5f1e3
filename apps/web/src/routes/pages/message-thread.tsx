import { MESSAGES_TEXT } from '../../features/conversation/texts';
import { pageMeta } from '../../lib/page-title';
export { ThreadPage as default } from '../../features/conversation/ThreadPage';

export const meta = pageMeta(MESSAGES_TEXT.title);
