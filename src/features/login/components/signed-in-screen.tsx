import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../core/ui/button';
import { SignOutDialog } from '../../../core/session/sign-out-dialog';
import { useLoginStyles } from './login-styles';

export interface SignedInScreenProps {
  /** The patient's name (or username) as the session knows it. */
  name: string;
  onSignOut: () => void;
}

/** Who is signed in on this browser, with a way to sign out (a shared computer must allow it). */
export function SignedInScreen({ name, onSignOut }: SignedInScreenProps) {
  const { t } = useTranslation('login');
  const styles = useLoginStyles();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={styles.centered}>
      <p role="status" part="signed-in-as">
        {t('status.signedIn')} {t('common:signOut.signedInAs', { name })}
      </p>
      <Button variant="secondary" part="sign-out" onClick={() => setConfirming(true)}>
        {t('common:signOut.action')}
      </Button>
      <SignOutDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onSignOut();
        }}
      />
    </div>
  );
}
