import { IMAGE_MIME_TYPES, imageTooLargeMessage, UPLOAD_MAX_BYTES, UPLOAD_MSG } from '@mp/domain';

/**
 * What is wrong with a picked photo before it is sent (the server sniffs the bytes again): not a JPEG or
 * PNG, or over the photo's 8,388,608 bytes (inventory E-Q1). Null when it may go.
 */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MSG.invalidImage;
  if (file.size > UPLOAD_MAX_BYTES.photo) return imageTooLargeMessage('photo');
  return null;
}
