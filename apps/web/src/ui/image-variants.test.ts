import { describe, expect, it } from 'vitest';
import { uploadSrc, uploadSrcSet } from './image-variants';

const upload = '/uploads/0123456789abcdef0123456789abcdef.jpg';

describe('uploaded image variants', () => {
  it('offers the served widths up to twice the displayed width', () => {
    expect(uploadSrcSet(upload, 320)).toBe(`${upload}?w=160 160w, ${upload}?w=320 320w, ${upload}?w=480 480w, ${upload}?w=640 640w`);
  });

  it('falls back to the smallest served width covering the display, or the original past the largest', () => {
    expect(uploadSrc(upload, 400)).toBe(`${upload}?w=480`);
    expect(uploadSrc(upload, 2000)).toBe(upload);
  });

  it('leaves addresses from elsewhere alone', () => {
    expect(uploadSrcSet('https://example.com/a.jpg', 320)).toBeUndefined();
    expect(uploadSrc('https://example.com/a.jpg', 320)).toBe('https://example.com/a.jpg');
  });
});
