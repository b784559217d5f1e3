import { pageMeta } from '../../lib/page-title';
import { signUpTitle } from '../../features/auth/group-copy';
export { RegisterStepPage as default } from '../../features/auth/RegisterStepPage';

export const meta = pageMeta((ctx) => `${signUpTitle(ctx)}: personal information`);
