import { redirect, type LoaderFunctionArgs } from 'react-router';
import { companyInvitePath, parseCompanyInvite } from '../../features/teams/accept/invite-link';

/** The old invitation link → today's; a segment that is no link still goes there, to be told so. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const prefix = new URL(request.url).pathname.split('/')[1]!;
  const link = parseCompanyInvite(params.invite);
  return redirect(link ? companyInvitePath(prefix, link) : `/${prefix}/team/register/-`);
}
