import { pageTitle } from '../../lib/page-title';
export { CaseStudyPage as default } from '../../features/case-studies/CaseStudyPage';

export const handle = pageTitle('Case Study');
