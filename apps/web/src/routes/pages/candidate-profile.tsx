import { pageTitle } from '../../lib/page-title';
export { CandidateProfilePage as default } from '../../features/opportunities/applicants/CandidateProfilePage';

export const handle = pageTitle('Freelancer profile');
