import { Navigate, useSearchParams } from 'react-router';
import { landingGroup } from './landing-group';
import { inviteEmail, saveSignupDraft } from './signup-draft';
import { useState } from 'react';

/** /register/marketing?email&type: the invite landing. Remembers the email and opens that kind's sign-up, prefilled. */
export function MarketingRegisterPage() {
  const [params] = useSearchParams();
  const [group] = useState(() => {
    const email = inviteEmail(params.get('email'));
    if (email) saveSignupDraft({ email });
    return landingGroup(params.get('type'));
  });
  return <Navigate to={`/${group}/register`} replace />;
}
