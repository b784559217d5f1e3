import type { PostDetailsData } from '../opportunities';
import type { PublicJob } from './documents';

/** A public post in the shape PostDetails shows: the reference names in place of the keys. */
export const detailsOf = (job: PublicJob): PostDetailsData => ({
  ...job,
  roleType: job.type_name,
  workingHours: job.sub_type_name,
  level: job.level?.name ?? null,
  position: job.position?.name ?? null,
});
