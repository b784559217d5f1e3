import { siblingRedirect } from './sibling';

/** An agency's personal information lives on its account information page. */
export const loader = siblingRedirect('account-information');
