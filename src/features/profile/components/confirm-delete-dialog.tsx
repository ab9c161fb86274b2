import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  /** What is removed, as text. */
  body: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The delete-confirm dialog of the profile lists: the shared confirm dialog with the profile's Remove wording. */
export function ConfirmDeleteDialog({ open, title, body, busy, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('profile');
  return (
    <ConfirmDialog
      open={open}
      tone="danger"
      title={title}
      body={body}
      cancelLabel={t('actions.cancel')}
      confirmLabel={t('actions.remove')}
      busy={busy}
      busyLabel={t('actions.removing')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
