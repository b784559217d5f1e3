import { pageMeta } from '../../lib/page-title';
export { ApplicantProfilePage as default } from '../../features/opportunities/applicants/ApplicantProfilePage';

export const meta = pageMeta('Applicant');
