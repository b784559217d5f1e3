import { graphql, type ResultOf } from '../../../graphql';
import type { PostDetailsData } from './PostDetails';
import type { RoleTypeNames } from './role-names';

/** What PostDetails needs of an Opportunity (the team's `opportunity(id)`). */
export const PostDetailsFields = graphql(`
  fragment PostDetailsFields on Opportunity {
    target
    type
    sub_type
    duration
    is_ir35
    level {
      id
      name
    }
    position {
      id
      name
    }
    location
    location_type
    job_number
    is_compensation_displayed
    compensation_currency
    compensation_unit
    minimumBudget
    maximumBudget
    genres {
      id
      name
    }
    skills {
      id
      name
      must_have
      software
    }
    qualifications {
      id
      name
      must_have
    }
    services {
      id
      name
    }
    description
  }
`);
export type PostDetailsFieldsData = ResultOf<typeof PostDetailsFields>;

/** PostDetails' data from the fragment, with the reference names of the role type and working hours. */
export function toPostDetailsData(post: PostDetailsFieldsData, names: RoleTypeNames): PostDetailsData {
  const job = post.target === 'JOB';
  return {
    ...post,
    roleType: job ? names.roleType(post.type) : null,
    workingHours: job ? names.workingHours(post.sub_type) : null,
    level: post.level?.name ?? null,
    position: post.position?.name ?? null,
  };
}
