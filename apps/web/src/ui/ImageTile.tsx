import type { CSSProperties, ReactNode } from 'react';
import { uploadSrc, uploadSrcSet } from './image-variants';
import classes from './ImageTile.module.css';

interface ImageTileProps {
  /** The uploaded image's address; none shows the placeholder. */
  src: string | null | undefined;
  alt: string;
  /** The tile's side in px (the image is asked for at this width). */
  size: number;
  /** Its side on a phone. */
  phoneSize?: number;
  /** A person's photo: round and filled; otherwise a logo, contained in a rounded square. */
  round?: boolean;
  /** What the placeholder shows (an icon). */
  icon: ReactNode;
}

/** A company's logo or a person's photo, served resized to its display size, or a designed placeholder. */
export function ImageTile({ src, alt, size, phoneSize = size, round = false, icon }: ImageTileProps) {
  const style = { '--tile-size': `${size}px`, '--tile-size-phone': `${phoneSize}px` } as CSSProperties;
  const shape = `${classes.tile} ${round ? classes.round : ''}`;
  if (!src) {
    return (
      <div className={`${shape} ${classes.placeholder}`} style={style} aria-hidden="true">
        {icon}
      </div>
    );
  }
  return (
    <div className={shape} style={style}>
      <img src={uploadSrc(src, size)} srcSet={uploadSrcSet(src, size)} sizes={`${size}px`} width={size} height={size} alt={alt} />
    </div>
  );
}
