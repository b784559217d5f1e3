/**
 * The seeker pages' words and paths, apart from the pages so the route table can name them without loading
 * them. The agency's for-you title is the spec's (G-T3).
 */
export const SEARCH_PAGE_TEXT = {
  freelancer: { title: 'Job Opportunities', placeholder: 'Job title, skill or keyword', noun: ['opportunity', 'opportunities'] },
  agency: { title: 'Project Opportunities', placeholder: 'Project, service or keyword', noun: ['project', 'projects'] },
} as const;

export const FOR_YOU_TEXT = {
  freelancer: {
    title: 'Opportunities For You',
    intro: 'Open jobs that match your disciplines, skills and category experience, best match first.',
    link: 'View all opportunities for you',
  },
  agency: {
    title: 'Project Opportunities Just For You',
    intro: "Open projects that match your agency's category experience, best match first.",
    link: 'View all projects for you',
  },
} as const;

/** Where each side searches (document 3 section 2): freelancers latest-opportunities, agencies opportunities. */
export const SEARCH_PATH = { freelancer: 'latest-opportunities', agency: 'opportunities' } as const;

export type SeekerSide = keyof typeof SEARCH_PATH;

/** "1 opportunity", "12 opportunities"; the server counts to `cap`, so that many reads "100+ opportunities". */
export function resultCountText(total: number, [one, many]: readonly [string, string], cap: number): string {
  if (total >= cap) return `${cap}+ ${many}`;
  return `${total} ${total === 1 ? one : many}`;
}
