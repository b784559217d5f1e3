import { describe, expect, it } from 'vitest';
import { slugToSave, withoutSaveMarker } from './after-sign-up';

describe('the save asked for before sign-up', () => {
  it("reads the slug of a public page's address with the save marker", () => {
    expect(slugToSave('/jobs/brand-designer-x1?save=1')).toBe('brand-designer-x1');
    expect(slugToSave('/jobs/caf%C3%A9-x1?save=1')).toBe('café-x1');
  });

  it('is nothing without the marker or for any other page', () => {
    expect(slugToSave('/jobs/brand-designer-x1')).toBeUndefined();
    expect(slugToSave('/jobs/brand-designer-x1?save=0')).toBeUndefined();
    expect(slugToSave('/jobs?save=1')).toBeUndefined();
    expect(slugToSave('/freelancer/saved?save=1')).toBeUndefined();
    expect(slugToSave('/jobs/a/b?save=1')).toBeUndefined();
  });

  it('drops only the marker from the address kept for the landing', () => {
    expect(withoutSaveMarker('/jobs/brand-designer-x1?save=1')).toBe('/jobs/brand-designer-x1');
    expect(withoutSaveMarker('/jobs/brand-designer-x1?ref=mail&save=1')).toBe('/jobs/brand-designer-x1?ref=mail');
  });
});
