/** Where a freelancer completes each item isProfileComplete lists (its words), under their group's prefix. */
export interface ProfileFix {
  item: string;
  /** The page, under the group: 'manage-cv'. */
  path: string;
  /** The page's name, as its heading says. */
  page: string;
}

const PERSONAL = { path: 'edit-personal-information', page: 'Personal information' };
const PROFILE = { path: 'manage-cv', page: 'Your profile' };
const ABOUT = { path: 'complete-profile/2', page: 'Bio and photo' };

const FIXES: Record<string, { path: string; page: string }> = {
  'First name': PERSONAL,
  'Last name': PERSONAL,
  'Phone number': PERSONAL,
  Address: PERSONAL,
  City: PERSONAL,
  County: PERSONAL,
  Postcode: PERSONAL,
  Country: PERSONAL,
  Bio: ABOUT,
  CV: PROFILE,
  Experience: PROFILE,
  'Job type': PROFILE,
  'Working hours': PROFILE,
  'Category experience': PROFILE,
  Skills: PROFILE,
};

/** Each missing item with the page that fixes it; an item this build does not know leads to the profile. */
export const profileFixes = (missing: readonly string[]): ProfileFix[] => missing.map((item) => ({ item, ...(FIXES[item] ?? PROFILE) }));
