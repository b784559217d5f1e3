import { pageMeta } from '../../lib/page-title';
export { OpportunityPage as default } from '../../features/seeking/OpportunityPage';

export const meta = pageMeta('Opportunity');
