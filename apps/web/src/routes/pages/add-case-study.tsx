import { pageMeta } from '../../lib/page-title';
export { AddCaseStudyPage as default } from '../../features/case-studies/AddCaseStudyPage';

export const meta = pageMeta('Add Case Study');
