import { pageTitle } from '../../lib/page-title';
export { AddCaseStudyPage as default } from '../../features/case-studies/AddCaseStudyPage';

export const handle = pageTitle('Add Case Study');
