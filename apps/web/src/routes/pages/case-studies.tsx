import { pageMeta } from '../../lib/page-title';
export { CaseStudiesPage as default } from '../../features/case-studies/CaseStudiesPage';

export const meta = pageMeta('Case Studies');
