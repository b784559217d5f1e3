import { pageMeta } from '../../lib/page-title';
export { CaseStudyPage as default } from '../../features/case-studies/CaseStudyPage';

export const meta = pageMeta('Case Study');
