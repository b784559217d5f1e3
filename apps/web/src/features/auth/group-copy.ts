import type { Group } from '@mp/domain';

/** Words that change with the group on the access pages: the sign-up names the account being made. */
export const GROUP_COPY: Record<Group, { signUpTitle: string }> = {
  company: { signUpTitle: 'Create An Employer Account' },
  freelancer: { signUpTitle: 'Create A Candidate Account' },
  agency: { signUpTitle: 'Create An Agency Account' },
};

/** The other kinds one can sign up as, for the links under the step-1 form. */
export function otherKinds(group: Group): { group: Group; label: string }[] {
  const all: { group: Group; label: string }[] = [
    { group: 'company', label: 'Sign up as an employer' },
    { group: 'freelancer', label: 'Sign up as a candidate' },
    { group: 'agency', label: 'Sign up as an agency' },
  ];
  return all.filter((kind) => kind.group !== group);
}

/** Where a reset password leads: candidate login for candidate kinds, company login for employers, else agency. */
export function resetLoginPrefix(group: Group): string {
  if (group === 'freelancer') return 'candidate';
  if (group === 'company') return 'company';
  return 'agency';
}

/** What signing up is called under each group's URL: the sign-up pages' document titles. */
const SIGN_UP_DOCUMENT_TITLE: Record<Group, string> = {
  company: 'Create an employer account',
  freelancer: 'Create a candidate account',
  agency: 'Create an agency account',
};
export const signUpTitle = ({ group }: { group?: Group }) => SIGN_UP_DOCUMENT_TITLE[group ?? 'freelancer'];
