import { pageTitle } from '../../lib/page-title';
export { HowItWorksPage as default } from '../../features/marketing/HowItWorksPage';

export const handle = pageTitle('How It Works');
