import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../core/ui/button';
import { Dialog } from '../../../core/ui/dialog';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  /** What is removed, as text. */
  body: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The delete-confirm dialog of the profile lists; focus starts on Cancel and returns to the opener. */
export function ConfirmDeleteDialog({ open, title, body, busy, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('profile');
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      size="small"
      title={title}
      description={body}
      initialFocusRef={cancelRef}
      onClose={onCancel}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" busy={busy} busyLabel={t('actions.removing')} onClick={onConfirm}>
            {t('actions.remove')}
          </Button>
        </>
      }
    />
  );
}
