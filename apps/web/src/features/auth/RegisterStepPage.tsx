import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useRouteGroup } from '../../app/group-context';
import { RegisterStep2Form } from './RegisterStep2Form';
import { hasStep1, loadSignupDraft } from './signup-draft';

/** /{group}/register/{step}: step 2 needs step-1 data, otherwise (and for any other step) back to step 1. */
export function RegisterStepPage() {
  const { step } = useParams();
  const { prefix } = useRouteGroup();
  // Read once: after registering the draft is cleared, and this page must not bounce to step 1 on the way out.
  const [draft] = useState(loadSignupDraft);
  if (step !== '2' || !hasStep1(draft)) return <Navigate to={`/${prefix}/register`} replace />;
  return <RegisterStep2Form draft={draft} />;
}
