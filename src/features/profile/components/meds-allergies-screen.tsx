import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSheet } from '../../../core/theme/define-styles';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { durations } from '../../../core/ui/durations';
import { Spinner } from '../../../core/ui/spinner';
import { Tabs } from '../../../core/ui/tabs';
import { useToast } from '../../../core/ui/toast';
import { SELF_REPORTED_LIMITS, selfReportedProblems, type SelfReportedValues } from '../../../domain/patient/profile-rules';
import { ALLERGIES, MEDICATIONS, useOwnedList, useOwnedListWrites, type OwnedListApi } from '../api/owned-list';
import { selfReportedChanged } from '../model/self-reported';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
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

type Mode = { name: 'view' } | { name: 'create' } | { name: 'edit'; item: SelfReportedItem };

function SelfReportedList({ uId, kind }: { uId: number; kind: Kind }) {
  const { t } = useTranslation('profile');
  const styles = useSheet(profileStyles);
  const toast = useToast();
  const list = useOwnedList<SelfReportedItem>(API[kind], uId);
  const { save, remove } = useOwnedListWrites(API[kind], uId);
  const [mode, setMode] = useState<Mode>({ name: 'view' });
  const [deleting, setDeleting] = useState<SelfReportedItem | null>(null);
  const show = (key: string, tone: 'success' | 'error') => toast.show(t(`messages.${key}`), { tone, durationMs: durations.profileToast });

  if (mode.name !== 'view') {
    const item = mode.name === 'edit' ? mode.item : undefined;
    return (
      <div>
        <h3>{t(`meds.${kind}.${item ? 'editTitle' : 'addTitle'}`)}</h3>
        <SelfReportedForm
          kind={kind}
          initial={item ? { medicationName: item.medicationName, dosage: item.dosage, description: item.description, notes: item.notes ?? '' } : undefined}
          busy={save.isPending}
          onCancel={() => setMode({ name: 'view' })}
          onSubmit={async (values) => {
            const fields = { ...values, notes: values.notes.trim() || null };
            try {
              await save.mutateAsync({ id: item ? idOf(item) : undefined, fields });
            } catch {
              show('generalError', 'error');
              return;
            }
            show(item ? 'itemSaved' : 'itemAdded', 'success');
            setMode({ name: 'view' });
          }}
        />
      </div>
    );
  }

  if (list.isError) return <Alert tone="error">{t('messages.loadFailed')}</Alert>;
  if (!list.data) return <Spinner label={t('loading')} />;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(idOf(deleting));
      show('itemRemoved', 'success');
    } catch {
      show('generalError', 'error');
    }
    setDeleting(null);
  };

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
              <div className={styles.actions}>
                <Button variant="secondary" aria-label={t('meds.editLabel', { name: item.medicationName })} onClick={() => setMode({ name: 'edit', item })}>
                  {t('actions.edit')}
                </Button>
                <Button variant="text" aria-label={t('meds.removeLabel', { name: item.medicationName })} onClick={() => setDeleting(item)}>
                  {t('actions.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button onClick={() => setMode({ name: 'create' })}>{t(`meds.${kind}.add`)}</Button>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t(`meds.${kind}.removeTitle`)}
        body={deleting?.medicationName ?? ''}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
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
  const { actions } = useSheet(profileStyles);
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
      <div className={actions}>
        <Button type="submit" disabled={unchanged} busy={busy} busyLabel={t('actions.saving')}>
          {t('actions.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
