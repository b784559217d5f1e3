import { pageTitle } from '../../lib/page-title';
export { CompleteProfileRoute as default } from '../../routes/CompleteProfileRoute';

export const handle = pageTitle('Complete your profile');
