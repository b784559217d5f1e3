import type { ReactNode } from 'react';
import classes from './Tag.module.css';

/** The theme's small badge as one plain `<span>` (Tag.module.css says why): filled, light or gray outline. */
export function Tag({ variant, className, children }: { variant: 'filled' | 'light' | 'outline'; className?: string; children: ReactNode }) {
  return <span className={className ? `${classes.tag} ${classes[variant]} ${className}` : `${classes.tag} ${classes[variant]}`}>{children}</span>;
}
