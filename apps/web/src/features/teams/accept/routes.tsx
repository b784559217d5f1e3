import { Navigate, useParams, type RouteObject } from 'react-router';
import { useGroupPath, useRouteGroup } from '../../../app/group-context';
import { lazyPage } from '../../../app/lazy-page';
import { pageTitle } from '../../../lib/page-title';
import { companyInvitePath, parseCompanyInvite } from './invite-link';
import { RequireNoTeam } from './RequireNoTeam';

// Each its own chunk; the pages read the invitation, so they wait for TanStack Query's client (app/lazy-page.ts).
const companyInvite = lazyPage(() => import('./CompanyInvitePage'), 'CompanyInvitePage');
const companyProfile = lazyPage(() => import('./CompanyProfilePage'), 'CompanyProfilePage');
const agencyInvite = lazyPage(() => import('./AgencyInvitePage'), 'AgencyInvitePage');
const welcome = lazyPage(() => import('./TeamWelcomePage'), 'TeamWelcomePage', { queries: false });

const JOIN_TITLE = pageTitle('Join a team');

/** team/register2/{id} (an older address of the link, inventory D-Q2) leads to team/register/{id}. */
function Register2Redirect() {
  const { invite } = useParams();
  const { prefix } = useRouteGroup();
  const link = parseCompanyInvite(invite);
  // A segment that is no link still goes there, to be told so.
  return <Navigate to={link ? companyInvitePath(prefix, link) : `/${prefix}/team/register/-`} replace />;
}

/** team/profile/register and team/profile/complete (inventory D-Q2) lead to the personal details step. */
function ProfileRedirect() {
  const path = useGroupPath();
  return <Navigate to={path('team/register/profile')} replace />;
}

/** team/welcome, under every prefix that has a team (the company's two and /agency). */
const welcomeRoute: RouteObject = { path: 'team/welcome', lazy: welcome, handle: pageTitle('Invitation accepted') };

/**
 * The company's invitation sign-up under /company and /employer (issue 26, inventory D-R3, D-Q2): no login, no
 * guard; a signed-in person is told whose session it is (InvitationSwitch). `team/register/profile` is a static
 * segment, so it ranks above `team/register/:invite`.
 */
export function companyTeamAcceptRoutes(): RouteObject[] {
  return [
    { path: 'team/register/profile', lazy: companyProfile, handle: pageTitle('Join a team: personal information') },
    { path: 'team/register/:invite', lazy: companyInvite, handle: JOIN_TITLE },
    { path: 'team/register2/:invite', element: <Register2Redirect />, handle: JOIN_TITLE },
    { path: 'team/profile/register', element: <ProfileRedirect />, handle: JOIN_TITLE },
    { path: 'team/profile/complete', element: <ProfileRedirect />, handle: JOIN_TITLE },
    welcomeRoute,
  ];
}

/** The agency's invitation (document 3, inventory D-R5): accept-invite/{token}?e={email}, and team/welcome. */
export function agencyTeamAcceptRoutes(): RouteObject[] {
  return [{ path: 'accept-invite/:token', lazy: agencyInvite, handle: JOIN_TITLE }, welcomeRoute];
}

const noTeam = lazyPage(() => import('./NoTeamPage'), 'NoTeamPage', { queries: false });
const yourData = lazyPage(() => import('../../account-data/YourDataPage'), 'YourDataPage');

/**
 * A guest no team has any more (issue 26): 'You are no longer part of a team', and their data (the groups'
 * your-data pages are behind the groups' guard). Top-level: they have no group prefix. Anyone else is sent to
 * their own home, or their own group's your-data.
 */
export function noTeamRoutes(): RouteObject[] {
  return [
    { element: <RequireNoTeam />, children: [{ path: 'no-team', lazy: noTeam, handle: pageTitle('You are no longer part of a team') }] },
    { element: <RequireNoTeam groupPath="your-data" />, children: [{ path: 'your-data', lazy: yourData, handle: pageTitle('Your data') }] },
  ];
}
