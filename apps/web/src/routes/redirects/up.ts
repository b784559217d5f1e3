import { redirect, type LoaderFunctionArgs } from 'react-router';

/** An old version's address (dashboard/2, manage-credits/v1, manage-team/v1) → the page without its last segment. */
export const loader = ({ request }: LoaderFunctionArgs) => redirect(new URL(request.url).pathname.replace(/\/[^/]+\/?$/, ''));
