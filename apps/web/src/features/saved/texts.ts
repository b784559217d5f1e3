/** The words of saved posts. */
export const SAVED_TEXT = {
  save: (target: 'JOB' | 'PROJECT') => (target === 'PROJECT' ? 'Save project' : 'Save job'),
  saved: 'Saved',
  title: 'Saved',
  heading: { freelancer: 'Saved jobs', agency: 'Saved projects' },
  intro: 'Posts you saved, newest first. Only you see them. A post that closes stays here, marked closed.',
  emptyTitle: 'Nothing saved yet',
  emptyBody: 'Save a post from its card or its page to come back to it here.',
  findWork: 'Find work',
  failed: 'Could not save. Try again.',
  loadFailed: 'Could not get your saved posts',
  closed: 'Closed',
  open: 'Open',
  apply: 'View and apply',
  applyClosed: 'Closed: no longer taking applications',
  count: (n: number) => (n === 1 ? '1 saved post' : `${n} saved posts`),
  viewSaved: 'View saved',
} as const;

/** The path a visitor's save comes back to: the post's public page, with the save to do once signed in. */
export const SAVE_AFTER_LOGIN = 'save';
