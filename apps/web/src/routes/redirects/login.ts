import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginPath } from '../../app/session/rules';

/** '/login' → the freelancer login, keeping the query (redirectTo, reset). */
export const loader = ({ request }: LoaderFunctionArgs) => redirect(`${loginPath('freelancer')}${new URL(request.url).search}`);
