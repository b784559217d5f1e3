import { COMPANY_MSG, IMAGE_MIME_TYPES, imageTooLargeMessage, UPLOAD_MAX_BYTES, UPLOAD_MSG } from '@mp/domain';

/**
 * What is wrong with a picked logo before it is sent (the server checks the bytes again): not an image
 * at all, an image of another type, or over the logo's 8 MB. Null when it may go.
 */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return COMPANY_MSG.selectImage;
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MSG.imageType;
  if (file.size > UPLOAD_MAX_BYTES.logo) return imageTooLargeMessage('logo');
  return null;
}
