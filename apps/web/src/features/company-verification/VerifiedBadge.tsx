import { COMPANY_VERIFY_MSG } from '@mp/domain';
import classes from './VerifiedBadge.module.css';

/**
 * 'Verified' beside a company's name (decision 0066): a plain span, as the board's cards render 20 on the server. Its
 * title says what was shown; a screen reader reads the word.
 */
export function VerifiedBadge({ domain }: { domain?: string | null }) {
  return (
    <span className={classes.badge} title={domain ? COMPANY_VERIFY_MSG.badgeTitle(domain) : undefined} data-testid="verified-badge">
      <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12" className={classes.icon}>
        <path d="M6.5 11.2 3.3 8l1.1-1.1 2.1 2.1 5.1-5.1 1.1 1.1z" fill="currentColor" />
      </svg>
      {COMPANY_VERIFY_MSG.badge}
    </span>
  );
}
