import { pageMeta } from '../../lib/page-title';
export { ApplicantsPage as default } from '../../features/opportunities/applicants/ApplicantsPage';

export const meta = pageMeta('Applicants');
