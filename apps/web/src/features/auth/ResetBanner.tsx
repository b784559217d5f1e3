import { Alert } from '@mantine/core';
import { MSG } from '@mp/domain';

/** The login page's word after a password reset. */
export default function ResetBanner() {
  return (
    <Alert color="green" title="Password reset" role="status">
      {MSG.resetDone} Please log in with your new password.
    </Alert>
  );
}
