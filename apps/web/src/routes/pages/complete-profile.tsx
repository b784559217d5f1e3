import { pageMeta } from '../../lib/page-title';
export { CompleteProfileRoute as default } from '../../routes/CompleteProfileRoute';

export const meta = pageMeta('Complete your profile');
