import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/confirm-dialog';

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
  return (
    <ConfirmDialog
      open={open}
      title={t('signOut.title')}
      body={t('signOut.body')}
      cancelLabel={t('actions.cancel')}
      confirmLabel={t('signOut.confirm')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
