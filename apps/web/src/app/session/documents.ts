import { graphql, type ResultOf } from '../../graphql';

export const TeamMembershipFields = graphql(`
  fragment TeamMembershipFields on TeamUser {
    id
    team_id
    role
    active
    can_post_jobs
    type
    user {
      id
      type
      name
      company
      agency_name
      avatar
    }
  }
`);

/** What the client keeps about the signed-in user: enough for guards, menus and the team switcher. */
export const SessionUserFields = graphql(
  `
    fragment SessionUserFields on User {
      id
      name
      first_name
      last_name
      email
      type
      teamType
      teamOwner
      status
      vetted
      bio
      avatar
      company
      agency_name
      created_at
      isProfileComplete {
        complete
        missing
      }
      teamUser {
        ...TeamMembershipFields
      }
      teams {
        ...TeamMembershipFields
      }
    }
  `,
  [TeamMembershipFields],
);

export type SessionUser = ResultOf<typeof SessionUserFields>;
export type TeamMembership = ResultOf<typeof TeamMembershipFields>;

export const MeQuery = graphql(
  `
    query Me {
      me {
        ...SessionUserFields
      }
    }
  `,
  [SessionUserFields],
);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);
