import { pageTitle } from '../../lib/page-title';
export { CaseStudiesPage as default } from '../../features/case-studies/CaseStudiesPage';

export const handle = pageTitle('Case Studies');
