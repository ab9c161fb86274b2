import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSheet } from '../../../core/theme/define-styles';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { Spinner } from '../../../core/ui/spinner';
import { Tabs } from '../../../core/ui/tabs';
import { SELF_REPORTED_LIMITS, selfReportedProblems, type SelfReportedValues } from '../../../domain/patient/profile-rules';
import { ALLERGIES, MEDICATIONS, type OwnedListApi } from '../api/owned-list';
import { useListEditor } from '../hooks/use-list-editor';
import { selfReportedChanged } from '../model/self-reported';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { FormActions, ItemActions } from './form-actions';
import { CountedField } from './counted-field';
import { profileStyles } from './profile-styles';

/** Medications tab 0, allergies tab 1 (spec 01 §2). */
type Kind = 'medications' | 'allergies';

interface SelfReportedItem extends Omit<SelfReportedValues, 'notes'> {
  notes: string | null;
  medId?: number;
  allergyId?: number;
}

const idOf = (item: SelfReportedItem) => (item.medId ?? item.allergyId)!;
const API: Record<Kind, OwnedListApi> = { medications: MEDICATIONS, allergies: ALLERGIES };

/** Meds and Allergies (6): two tabs, arrow keys between them. */
export function MedsAllergiesScreen({ uId }: { uId: number }) {
  const { t } = useTranslation('profile');
  const [tab, setTab] = useState<Kind>('medications');
  return (
    <Tabs
      label={t('menu.medsAllergies')}
      selectedId={tab}
      onSelect={(id) => setTab(id as Kind)}
      tabs={[
        { id: 'medications', label: t('meds.tabs.medications'), content: <SelfReportedList uId={uId} kind="medications" /> },
        { id: 'allergies', label: t('meds.tabs.allergies'), content: <SelfReportedList uId={uId} kind="allergies" /> },
      ]}
    />
  );
}

const ITEM_MESSAGES = { added: 'itemAdded', saved: 'itemSaved', removed: 'itemRemoved' };

function SelfReportedList({ uId, kind }: { uId: number; kind: Kind }) {
  const { t } = useTranslation('profile');
  const styles = useSheet(profileStyles);
  const editor = useListEditor<SelfReportedItem>(API[kind], uId, idOf, ITEM_MESSAGES);
  const { list, editing: item, deleting } = editor;

  if (editor.mode.name !== 'view') {
    return (
      <div>
        <h3>{t(`meds.${kind}.${item ? 'editTitle' : 'addTitle'}`)}</h3>
        <SelfReportedForm
          kind={kind}
          initial={item ? { medicationName: item.medicationName, dosage: item.dosage, description: item.description, notes: item.notes ?? '' } : undefined}
          busy={editor.saving}
          onCancel={editor.cancel}
          onSubmit={(values) => editor.submit({ ...values, notes: values.notes.trim() || null })}
        />
      </div>
    );
  }

  if (list.isError) return <Alert tone="error">{t('messages.loadFailed')}</Alert>;
  if (!list.data) return <Spinner label={t('loading')} />;

  return (
    <div part={kind}>
      {list.data.length === 0 ? (
        <p className={styles.muted}>{t(`meds.${kind}.empty`)}</p>
      ) : (
        <ul className={styles.list} aria-label={t(`meds.tabs.${kind}`)}>
          {list.data.map((item) => (
            <li key={idOf(item)} className={styles.item}>
              <p className={styles.itemTitle}>{item.medicationName}</p>
              <p className={styles.muted}>
                {t(`meds.${kind}.fields.dosage`)}: {item.dosage} · {t(`meds.${kind}.fields.description`)}: {item.description}
              </p>
              {item.notes && <p>{item.notes}</p>}
              <ItemActions
                editLabel={t('meds.editLabel', { name: item.medicationName })}
                removeLabel={t('meds.removeLabel', { name: item.medicationName })}
                onEdit={() => editor.edit(item)}
                onRemove={() => editor.askDelete(item)}
              />
            </li>
          ))}
        </ul>
      )}
      <Button onClick={editor.create}>{t(`meds.${kind}.add`)}</Button>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t(`meds.${kind}.removeTitle`)}
        body={deleting?.medicationName ?? ''}
        busy={editor.removing}
        onCancel={editor.cancelDelete}
        onConfirm={() => void editor.confirmDelete()}
      />
    </div>
  );
}

interface SelfReportedFormProps {
  kind: Kind;
  initial?: SelfReportedValues;
  busy: boolean;
  onSubmit(values: SelfReportedValues): Promise<void>;
  onCancel(): void;
}

const EMPTY: SelfReportedValues = { medicationName: '', dosage: '', description: '', notes: '' };

function SelfReportedForm({ kind, initial, busy, onSubmit, onCancel }: SelfReportedFormProps) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState<SelfReportedValues>(initial ?? EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? selfReportedProblems(values) : {};
  // Spec 01 §5: in edit, save needs a change.
  const unchanged = initial !== undefined && !selfReportedChanged(initial, values);
  const error = (field: keyof SelfReportedValues) => (problems[field] ? t(`form.${problems[field]}`) : undefined);
  const field = (name: keyof SelfReportedValues, autoFocus = false) => (
    <CountedField
      label={t(`meds.${kind}.fields.${name}`)}
      value={values[name]}
      max={name === 'notes' ? SELF_REPORTED_LIMITS.notes : SELF_REPORTED_LIMITS.field}
      required={name !== 'notes'}
      multiline={name === 'notes'}
      autoFocus={autoFocus}
      error={error(name)}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy || unchanged || Object.keys(selfReportedProblems(values)).length > 0) return;
    void onSubmit(values);
  };
  return (
    <form noValidate onSubmit={submit} part="self-reported-form">
      <p>{t('form.requiredNote')}</p>
      {field('medicationName', true)}
      {field('dosage')}
      {field('description')}
      {field('notes')}
      <FormActions saveLabel={t('actions.save')} disabled={unchanged} busy={busy} onCancel={onCancel} />
    </form>
  );
}
