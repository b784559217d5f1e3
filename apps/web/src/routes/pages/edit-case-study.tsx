import { pageMeta } from '../../lib/page-title';
export { EditCaseStudyPage as default } from '../../features/case-studies/EditCaseStudyPage';

export const meta = pageMeta('Edit Case Study');
