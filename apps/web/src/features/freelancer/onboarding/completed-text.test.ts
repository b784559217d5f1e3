import { describe, expect, it } from 'vitest';
import { completedText } from './hooks';

describe('what finishing a profile step says', () => {
  it("says 'Profile completed!' only when applying needs nothing more", () => {
    expect(completedText({ isProfileComplete: { complete: true, missing: [] } })).toBe('Profile completed!');
  });

  it('says what applying still needs otherwise', () => {
    expect(completedText({ isProfileComplete: { complete: false, missing: ['CV', 'Experience'] } })).toBe(
      'Profile saved. To apply, you still need: CV, Experience.',
    );
  });
});
