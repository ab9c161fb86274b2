import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../core/ui/dialog';
import { Button } from '../../../core/ui/button';

export interface IdleWarningDialogProps {
  /** Seconds left before the inactivity sign-out; null when no warning is due. */
  secondsLeft: number | null;
  onStay: () => void;
  onSignOut: () => void;
}

/**
 * The inactivity warning of the final seconds (spec 02 §4; 20 s, ARCHITECTURE.md deviations):
 * an alert dialog, announced when it opens, focus on "Stay signed in"; Escape stays too.
 */
export function IdleWarningDialog({ secondsLeft, onStay, onSignOut }: IdleWarningDialogProps) {
  const { t } = useTranslation('portal');
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={secondsLeft !== null}
      role="alertdialog"
      size="small"
      dismissible={false}
      title={t('idle.title')}
      description={<span part="idle-countdown">{t('idle.countdown', { count: secondsLeft ?? 0 })}</span>}
      initialFocusRef={stayRef}
      onClose={onStay}
      footer={
        <>
          <Button variant="secondary" onClick={onSignOut}>
            {t('idle.signOut')}
          </Button>
          <Button ref={stayRef} onClick={onStay}>
            {t('idle.stay')}
          </Button>
        </>
      }
    />
  );
}
