import { pageTitle } from '../../lib/page-title';
export { EditCaseStudyPage as default } from '../../features/case-studies/EditCaseStudyPage';

export const handle = pageTitle('Edit Case Study');
