import { pageMeta } from '../../lib/page-title';
export { VerifyCompanyPage as default } from '../../features/company-verification/VerifyCompanyPage';

export const meta = pageMeta('Verify your company');
