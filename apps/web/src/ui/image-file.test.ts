import { COMPANY_MSG, UPLOAD_MSG } from '@mp/domain';
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file';

describe('imageFileProblem', () => {
  it("answers the company logo's messages: not an image, not JPEG or PNG, over 8 MB", () => {
    const logo = (file: { type: string; size: number }) =>
      imageFileProblem(file, 'logo', { notImage: COMPANY_MSG.selectImage, wrongType: UPLOAD_MSG.imageType });
    expect(logo({ type: 'application/pdf', size: 10 })).toBe('Please select an image file.');
    expect(logo({ type: '', size: 10 })).toBe('Please select an image file.');
    expect(logo({ type: 'image/gif', size: 10 })).toBe('We only support JPEGs and PNGs for image upload');
    expect(logo({ type: 'image/png', size: 8_388_609 })).toBe("Your image's file size is too large (max 8 MB)");
    expect(logo({ type: 'image/jpeg', size: 8_388_608 })).toBeNull();
  });

  it("answers the freelancer photo's messages: one for any other file, over 8,388,608 bytes (E-Q1)", () => {
    const photo = (file: { type: string; size: number }) =>
      imageFileProblem(file, 'photo', { notImage: UPLOAD_MSG.invalidImage, wrongType: UPLOAD_MSG.invalidImage });
    expect(photo({ type: 'application/pdf', size: 10 })).toBe('Please select a valid image file.');
    expect(photo({ type: 'image/gif', size: 10 })).toBe('Please select a valid image file.');
    expect(photo({ type: 'image/png', size: 8_388_609 })).toBe("Your image's file size is too large (max 8 MB)");
    expect(photo({ type: 'image/png', size: 8_388_608 })).toBeNull();
  });
});
