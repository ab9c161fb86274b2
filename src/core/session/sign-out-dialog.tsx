import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/dialog';
import { Button } from '../ui/button';

export interface SignOutDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The sign-out warning with confirm and cancel (spec 01 §2 Settings, §4 Settings transitions).
 * Focus starts on Cancel, stays inside the dialog and returns to what opened it.
 */
export function SignOutDialog({ open, onConfirm, onCancel }: SignOutDialogProps) {
  const { t } = useTranslation('common');
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      size="small"
      title={t('signOut.title')}
      description={t('signOut.body')}
      initialFocusRef={cancelRef}
      onClose={onCancel}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('signOut.confirm')}</Button>
        </>
      }
    />
  );
}
