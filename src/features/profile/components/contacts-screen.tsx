import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSheet } from '../../../core/theme/define-styles';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { Spinner } from '../../../core/ui/spinner';
import { TextField } from '../../../core/ui/text-field';
import { formatPhone } from '../../../core/validation/username';
import type { AdditionalContact } from '../../../domain/patient/additional-contact.schema';
import { CONTACTS } from '../api/owned-list';
import { useListEditor } from '../hooks/use-list-editor';
import { contactFormOf, contactPayloadOf, contactProblems, type ContactFormValues } from '../model/contact-form';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { FormActions, ItemActions } from './form-actions';
import { profileStyles } from './profile-styles';

const CONTACT_MESSAGES = { added: 'contactAdded', saved: 'contactSaved', removed: 'contactRemoved' };
const EMPTY: ContactFormValues = { contactName: '', contactDetail: '', phone: '', email: '' };

/** Contacts (4): view, create, edit and a delete-confirm dialog (spec 01 §2, §5 contact rules). */
export function ContactsScreen({ uId }: { uId: number }) {
  const { t } = useTranslation('profile');
  const styles = useSheet(profileStyles);
  const editor = useListEditor<AdditionalContact>(CONTACTS, uId, (contact) => contact.contactId, CONTACT_MESSAGES);
  const { list, editing, deleting } = editor;

  if (editor.mode.name !== 'view') {
    return (
      <div>
        <h3>{editing ? t('contacts.editTitle') : t('contacts.addTitle')}</h3>
        <ContactForm
          initial={editing ? contactFormOf(editing) : EMPTY}
          busy={editor.saving}
          onCancel={editor.cancel}
          onSubmit={(values) => editor.submit(contactPayloadOf(values))}
        />
      </div>
    );
  }

  if (list.isError) return <Alert tone="error">{t('messages.loadFailed')}</Alert>;
  if (!list.data) return <Spinner label={t('loading')} />;

  return (
    <div part="contacts">
      {list.data.length === 0 ? (
        <p className={styles.muted}>{t('contacts.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('menu.contacts')}>
          {list.data.map((contact) => (
            <li key={contact.contactId} className={styles.item} part="contact">
              <p className={styles.itemTitle}>{contact.contactName}</p>
              <p className={styles.muted}>{contact.contactDetail}</p>
              {contact.phone && <p>{formatPhone(contact.phone.replace(/^\+1/, ''))}</p>}
              {contact.email && <p>{contact.email}</p>}
              <ItemActions
                editLabel={t('contacts.editLabel', { name: contact.contactName })}
                removeLabel={t('contacts.removeLabel', { name: contact.contactName })}
                onEdit={() => editor.edit(contact)}
                onRemove={() => editor.askDelete(contact)}
              />
            </li>
          ))}
        </ul>
      )}
      <Button onClick={editor.create}>{t('contacts.add')}</Button>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('contacts.removeTitle')}
        body={deleting?.contactName ?? ''}
        busy={editor.removing}
        onCancel={editor.cancelDelete}
        onConfirm={() => void editor.confirmDelete()}
      />
    </div>
  );
}

interface ContactFormProps {
  initial: ContactFormValues;
  busy: boolean;
  onSubmit(values: ContactFormValues): Promise<void>;
  onCancel(): void;
}

function ContactForm({ initial, busy, onSubmit, onCancel }: ContactFormProps) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? contactProblems(values) : {};
  const message = (field: keyof ContactFormValues) => (problems[field] ? t(`contacts.errors.${problems[field]}`) : undefined);
  const set = (patch: Partial<ContactFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy || Object.keys(contactProblems(values)).length > 0) return;
    void onSubmit(values);
  };
  return (
    <form noValidate onSubmit={submit} part="contact-form">
      <p>{t('contacts.note')}</p>
      <TextField label={t('contacts.fields.contactName')} required autoFocus maxLength={100} value={values.contactName} error={message('contactName')} onValueChange={(contactName) => set({ contactName })} />
      <TextField label={t('contacts.fields.contactDetail')} hint={t('contacts.detailHint')} required maxLength={200} value={values.contactDetail} error={message('contactDetail')} onValueChange={(contactDetail) => set({ contactDetail })} />
      <TextField label={t('contacts.fields.phone')} type="tel" inputMode="tel" autoComplete="off" hint={t('contacts.phoneHint')} value={values.phone} error={message('phone')} onValueChange={(phone) => set({ phone: formatPhone(phone) })} />
      <TextField label={t('contacts.fields.email')} type="email" autoComplete="off" maxLength={254} value={values.email} error={message('email')} onValueChange={(email) => set({ email })} />
      <FormActions saveLabel={t('contacts.save')} busy={busy} onCancel={onCancel} />
    </form>
  );
}
