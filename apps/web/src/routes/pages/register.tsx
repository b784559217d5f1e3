import { pageMeta } from '../../lib/page-title';
import { signUpTitle } from '../../features/auth/group-copy';
export { RegisterStep1Page as default } from '../../features/auth/RegisterStep1Page';

export const meta = pageMeta(signUpTitle);
