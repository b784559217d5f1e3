import { pageTitle } from '../../lib/page-title';
export { ApplicantProfilePage as default } from '../../features/opportunities/applicants/ApplicantProfilePage';

export const handle = pageTitle('Applicant');
