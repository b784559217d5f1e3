/** Image uploads (spec first document, points 5 and 9). */
/** `photo` is a freelancer's picture (8 MB, decision 0033); `avatar` any other profile image (5 MB). */
/** `thumbnail` and `case-study-media` are a case study's images (5 MB, document 3; decision 0051). */
export const UPLOAD_PURPOSES = ['article', 'deal', 'avatar', 'logo', 'photo', 'thumbnail', 'case-study-media'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Purposes only the agency group (an agency or a guest acting for one) may upload for: a case study's images. */
export const AGENCY_UPLOAD_PURPOSES: readonly UploadPurpose[] = ['thumbnail', 'case-study-media'];

/** Purposes only an administrator may upload for (content images of the console). */
export const ADMIN_UPLOAD_PURPOSES: readonly UploadPurpose[] = ['article', 'deal'];

const MB5 = 5_000_000;
const MB8 = 8_388_608;
/** Largest accepted upload in bytes, per purpose: profile images 5 MB, logos and photos 8 MB. */
export const UPLOAD_MAX_BYTES: Record<UploadPurpose, number> = {
  avatar: MB5, logo: MB8, photo: MB8, article: MB8, deal: MB8, thumbnail: MB5, 'case-study-media': MB5,
};
export const UPLOAD_MAX_ANY = Math.max(...Object.values(UPLOAD_MAX_BYTES));

/** Image types we accept, as sniffed from the bytes (never from the name or the declared type). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** Longest side of a stored image, in pixels; larger images are scaled down. */
export const IMAGE_MAX_DIMENSION = 2400;

/**
 * Widths the uploads route serves an image resized to (`/uploads/<key>?w=640`, never wider than the
 * original), so a card loads an image the size it shows; each is made once and kept in storage.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** What a stored upload's address looks like: /uploads/<32 hex>.<jpg|png>. */
export const UPLOAD_KEY_RE = /^[a-f0-9]{32}\.(jpg|png)$/;
export const UPLOAD_PATH_RE = /^\/uploads\/[a-f0-9]{32}\.(jpg|png)$/;

export const UPLOAD_MSG = {
  imageType: 'We only support JPEGs and PNGs for image upload',
  invalidImage: 'Please select a valid image file.',
  noFile: 'Please select a file to upload.',
  purpose: 'Please say what the image is for (article, deal, avatar, logo, photo, thumbnail or case-study-media).',
} as const;

/** 'Your image's file size is too large (max N MB)', N in the spec's MB (5 or 8). */
export function imageTooLargeMessage(purpose: UploadPurpose): string {
  const max = UPLOAD_MAX_BYTES[purpose];
  // The spec counts 5,000,000 as 5 MB and 8,388,608 as 8 MB.
  const mb = max === MB8 ? 8 : Math.round(max / 1_000_000);
  return `Your image's file size is too large (max ${mb} MB)`;
}
