import { describe, expect, it } from 'vitest';
import { appliedSummary } from './pipeline-stage';
import { profileFixes } from './profile-fixes';

describe('appliedSummary', () => {
  it('names the status and the day it took it', () => {
    const a = { created_at: '2026-11-20T09:00:00Z', pipeline_status: 'INTERVIEWING' as const, pipeline_status_changed_at: '2026-11-26T10:00:00Z' };
    expect(appliedSummary(a)).toBe('Applied · Interviewing since 26/11/2026');
    expect(appliedSummary({ ...a, pipeline_status: 'NOT_SELECTED' })).toBe('Applied · Not selected since 26/11/2026');
  });

  it('says when it was sent while nobody has opened it', () => {
    const a = { created_at: '2026-11-20T09:00:00Z', pipeline_status: 'NEW' as const, pipeline_status_changed_at: '2026-11-20T09:00:00Z' };
    expect(appliedSummary(a)).toBe('Applied 20/11/2026 · Not viewed yet');
  });
});

describe('profileFixes', () => {
  it('leads each missing item to the page where it is filled in', () => {
    expect(profileFixes(['Phone number', 'Bio', 'CV', 'Skills'])).toEqual([
      { item: 'Phone number', path: 'edit-personal-information', page: 'Personal information' },
      { item: 'Bio', path: 'complete-profile/2', page: 'Bio and photo' },
      { item: 'CV', path: 'manage-cv', page: 'Your profile' },
      { item: 'Skills', path: 'manage-cv', page: 'Your profile' },
    ]);
  });

  it('sends an item it does not know to the profile', () => {
    expect(profileFixes(['Something new'])[0]).toMatchObject({ path: 'manage-cv' });
  });
});
