import { uploadSrc, uploadSrcSet } from './image-variants';

interface ResponsiveImageProps {
  src: string;
  /** The widest it is shown, in CSS pixels; with `height`, the reserved box (no layout shift). */
  width: number;
  height: number;
  className?: string;
  /** Above the fold (a page's main image): load at once and first. */
  priority?: boolean;
  /** How wide it shows per screen; by default the full width on phones, `width` beyond. */
  sizes?: string;
}

/**
 * A decorative image (alt="") with its width and height set, served resized by the uploads route to
 * the size it is shown, and loaded lazily unless it is the page's main image.
 */
export function ResponsiveImage({ src, width, height, className, priority = false, sizes }: ResponsiveImageProps) {
  const srcSet = uploadSrcSet(src, width);
  return (
    <img
      src={uploadSrc(src, width)}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `(max-width: 36em) 100vw, ${width}px`) : undefined}
      alt=""
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
