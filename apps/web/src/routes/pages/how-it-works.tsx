import { pageMeta } from '../../lib/page-title';
export { HowItWorksPage as default } from '../../features/marketing/HowItWorksPage';

export const meta = pageMeta('How It Works');
