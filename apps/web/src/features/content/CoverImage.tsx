import type { ArticleType } from '@mp/domain';
import type { ComponentType } from 'react';
import type { IconProps } from '../../ui/icons';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import classes from './content.module.css';
import { ArticleIcon, DealIcon, MentoringIcon, TrainingIcon } from './icons';

/** What a cover stands for: the placeholder shows its icon. */
export type CoverKind = ArticleType | 'DEAL';

const KIND_ICON: Record<CoverKind, ComponentType<IconProps>> = {
  ARTICLE: ArticleIcon,
  MENTORING: MentoringIcon,
  TRAINING: TrainingIcon,
  DEAL: DealIcon,
};

/** Four placeholder patterns; a title always gets the same one, and neighbours usually differ. */
const PATTERNS = [classes.patternDots, classes.patternLines, classes.patternGrid, classes.patternRings] as const;

export function patternIndexOf(title: string): number {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % PATTERNS.length;
}

interface CoverImageProps {
  src: string | null;
  title: string;
  kind: CoverKind;
  height: number;
  /** The widest the card gets on any screen, in CSS pixels: picks the image size served. */
  maxWidth?: number;
}

/**
 * An article's or deal's image at a fixed height, resized by the server to the card's width; without
 * an image, a panel in the group's colours with a pattern and the icon of its kind.
 */
export function CoverImage({ src, title, kind, height, maxWidth = 420 }: CoverImageProps) {
  if (src) return <ResponsiveImage src={src} width={maxWidth} height={height} className={classes.cover} />;
  const KindIcon = KIND_ICON[kind];
  return (
    <div className={`${classes.placeholder} ${PATTERNS[patternIndexOf(title)]}`} style={{ height }} aria-hidden="true" data-testid="cover-placeholder">
      <span className={classes.placeholderIcon}>
        <KindIcon size={Math.round(Math.min(28, height / 4))} />
      </span>
    </div>
  );
}
