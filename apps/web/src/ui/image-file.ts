import { IMAGE_MIME_TYPES, imageTooLargeMessage, UPLOAD_MAX_BYTES, type UploadPurpose } from '@mp/domain';

/** The messages of a picked file's checks: the field's own words (the spec's differ between pages). */
export interface ImageFileMessages {
  /** Not an image at all. */
  notImage: string;
  /** An image, but not a JPEG or PNG. */
  wrongType: string;
}

/**
 * What is wrong with a picked image before it is sent (the server sniffs the bytes again): not an image,
 * an image of another type than JPEG or PNG, or over the purpose's size limit. Null when it may go.
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>, purpose: UploadPurpose, messages: ImageFileMessages): string | null {
  if (!file.type.startsWith('image/')) return messages.notImage;
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return messages.wrongType;
  if (file.size > UPLOAD_MAX_BYTES[purpose]) return imageTooLargeMessage(purpose);
  return null;
}
