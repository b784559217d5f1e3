import { describe, expect, it } from 'vitest';
import { currentSection, sectionPages } from './sections';

describe('console sections', () => {
  it('lists the content pages under their heading for the phone picker', () => {
    const labels = sectionPages().map((s) => s.label);
    expect(labels).toContain('Content: Articles');
    expect(labels).not.toContain('Content');
  });

  it('finds the section of a nested page', () => {
    expect(currentSection('/admin/accounts/12')?.label).toBe('Accounts');
    expect(currentSection('/admin/content/deals')?.label).toBe('Content: Deals');
    expect(currentSection('/admin/nowhere')).toBeUndefined();
  });
});
