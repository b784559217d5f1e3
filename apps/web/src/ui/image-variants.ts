import { IMAGE_VARIANT_WIDTHS, UPLOAD_PATH_RE } from '@mp/domain';

/**
 * The `srcset` of an uploaded image: our own /uploads addresses in every width the server resizes to,
 * up to twice the displayed width (sharp screens); undefined for an address from elsewhere, which is
 * shown as it is.
 */
export function uploadSrcSet(src: string, displayWidth: number): string | undefined {
  if (!UPLOAD_PATH_RE.test(src)) return undefined;
  const widths = IMAGE_VARIANT_WIDTHS.filter((w) => w <= displayWidth * 2);
  return widths.map((w) => `${src}?w=${w} ${w}w`).join(', ') || undefined;
}

/** The smallest served width at least as wide as the display, for the `src` fallback. */
export function uploadSrc(src: string, displayWidth: number): string {
  if (!UPLOAD_PATH_RE.test(src)) return src;
  const width = IMAGE_VARIANT_WIDTHS.find((w) => w >= displayWidth);
  return width ? `${src}?w=${width}` : src;
}
