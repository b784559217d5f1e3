import { UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../ui/brand';
import classes from './Logo.module.css';

/**
 * The mark (decision 0019): a switch turned on, in a rounded tile of the group's colour. The same
 * drawing, in ink, is public/logo-mark.svg (favicons).
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={classes.mark}>
      <rect width="32" height="32" rx="9" className={classes.tile} />
      <rect x="5.5" y="10.5" width="21" height="11" rx="5.5" fill="none" className={classes.ink} strokeWidth="2.2" />
      <circle cx="21" cy="16" r="3.4" className={classes.knob} />
    </svg>
  );
}

/** The mark and the wordmark; links to the dashboard when signed in, to the home page otherwise. */
export function Logo({ to }: { to: string }) {
  return (
    <UnstyledButton component={Link} to={to} aria-label={`${PRODUCT_NAME} home`} className={classes.root}>
      <LogoMark />
      <span className={classes.wordmark} aria-hidden="true">
        <span className={classes.on}>on</span>brief
      </span>
    </UnstyledButton>
  );
}
