import { pageTitle } from '../../lib/page-title';
export { OpportunityPage as default } from '../../features/seeking/OpportunityPage';

export const handle = pageTitle('Opportunity');
