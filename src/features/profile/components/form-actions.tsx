import { useTranslation } from 'react-i18next';
import { useSheet } from '../../../core/theme/define-styles';
import { Button } from '../../../core/ui/button';
import { profileStyles } from './profile-styles';

export interface FormActionsProps {
  saveLabel: string;
  busy: boolean;
  /** Save stays disabled while nothing has changed. */
  disabled?: boolean;
  onCancel: () => void;
}

/** A profile form's Save (submits, busy while saving) and Cancel. */
export function FormActions({ saveLabel, busy, disabled, onCancel }: FormActionsProps) {
  const { t } = useTranslation('profile');
  const { actions } = useSheet(profileStyles);
  return (
    <div className={actions}>
      <Button type="submit" disabled={disabled} busy={busy} busyLabel={t('actions.saving')}>
        {saveLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
    </div>
  );
}

export interface ItemActionsProps {
  /** The accessible names of the two buttons, naming the item. */
  editLabel: string;
  removeLabel: string;
  onEdit: () => void;
  onRemove: () => void;
}

/** Edit and Remove on one item of a profile list. */
export function ItemActions({ editLabel, removeLabel, onEdit, onRemove }: ItemActionsProps) {
  const { t } = useTranslation('profile');
  const { actions } = useSheet(profileStyles);
  return (
    <div className={actions}>
      <Button variant="secondary" aria-label={editLabel} onClick={onEdit}>
        {t('actions.edit')}
      </Button>
      <Button variant="text" aria-label={removeLabel} onClick={onRemove}>
        {t('actions.remove')}
      </Button>
    </div>
  );
}
