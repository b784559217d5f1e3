import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_MAX_DIMENSION, IMAGE_MIME_TYPES, UPLOAD_MSG, type ImageMimeType } from '@mp/domain';
import { AppError } from '../../errors.js';
import { loadSharp } from '../../lib/sharp.js';

/**
 * Largest picture decoded, in pixels (width × height), checked from the header before decoding:
 * 50 MP is a 8660 × 5770 camera photo, far above what is kept (IMAGE_MAX_DIMENSION on the longest
 * side), while a few-KB PNG declaring 20000 × 20000 would need over a gigabyte to decode.
 */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000;

const bad = (message: string) => new AppError('BAD_USER_INPUT', message, { file: message });
const isImageType = (mime: string | undefined): mime is ImageMimeType => IMAGE_MIME_TYPES.includes(mime as ImageMimeType);

/**
 * Checks an uploaded image and re-encodes it: the type comes from the bytes (not the name or the
 * declared type), and the re-encoding drops metadata (EXIF location, comments) and anything that is
 * not the picture, keeps the format, applies the EXIF rotation and caps the longest side.
 */
export async function normaliseImage(bytes: Buffer): Promise<{ bytes: Buffer; contentType: ImageMimeType }> {
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  if (!isImageType(mime)) throw bad(UPLOAD_MSG.imageType);
  const sharp = await loadSharp();
  try {
    // failOn 'error': a truncated or corrupt file is refused rather than stored half-grey.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: IMAGE_MAX_DIMENSION, height: IMAGE_MAX_DIMENSION, fit: 'inside', withoutEnlargement: true });
    const out =
      mime === 'image/png'
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { bytes: out, contentType: mime };
  } catch {
    // Corrupt, truncated, or over IMAGE_MAX_INPUT_PIXELS: the spec's one message for a bad image.
    throw bad(UPLOAD_MSG.invalidImage);
  }
}
