import { redirect, type LoaderFunctionArgs } from 'react-router';

/** An address another page replaced under the same prefix (an agency's personal-information, a team's old profile steps). */
export const siblingRedirect =
  (to: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(`/${new URL(request.url).pathname.split('/')[1]}/${to}`);
