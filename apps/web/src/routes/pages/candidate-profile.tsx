import { pageMeta } from '../../lib/page-title';
export { CandidateProfilePage as default } from '../../features/opportunities/applicants/CandidateProfilePage';

export const meta = pageMeta('Freelancer profile');
