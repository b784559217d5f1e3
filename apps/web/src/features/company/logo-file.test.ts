import { describe, expect, it } from 'vitest';
import { logoFileProblem } from './logo-file';

describe('logoFileProblem', () => {
  it("answers the spec's messages: not an image, not JPEG or PNG, over 8 MB", () => {
    expect(logoFileProblem({ type: 'application/pdf', size: 10 })).toBe('Please select an image file.');
    expect(logoFileProblem({ type: '', size: 10 })).toBe('Please select an image file.');
    expect(logoFileProblem({ type: 'image/gif', size: 10 })).toBe('We only support JPEGs and PNGs for image upload');
    expect(logoFileProblem({ type: 'image/png', size: 8_388_609 })).toBe("Your image's file size is too large (max 8 MB)");
    expect(logoFileProblem({ type: 'image/jpeg', size: 8_388_608 })).toBeNull();
  });
});
