import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { Checkbox } from '../../../core/ui/checkbox';
import { TextField } from '../../../core/ui/text-field';
import { formatPhone } from '../../../core/validation/username';
import type { FieldRefs } from '../hooks/use-field-refs';
import {
  formatUsernameInput,
  needsUsernameConfirmation,
  otherContactType,
  type RegistrationContext,
  type RegistrationField,
  type RegistrationForm,
} from '../model/registration-form';

const styles = defineStyles({
  names: css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(14em, 1fr));
    column-gap: calc(var(--rx-space) * 2);
  `,
});

export interface AccountFieldsProps {
  form: RegistrationForm;
  context: RegistrationContext;
  refs: FieldRefs;
  /** The message a field shows, once the form was submitted. */
  message: (field: RegistrationField) => string | undefined;
  showPasswords: boolean;
  onShowPasswords: (show: boolean) => void;
  onEdit: (patch: Partial<RegistrationForm>) => void;
}

/** Name, username (and its confirmation), the other contact and the password pair (spec 01 §2). */
export function AccountFields({ form, context, refs, message, showPasswords, onShowPasswords, onEdit }: AccountFieldsProps) {
  const { t } = useTranslation('register');
  const { names } = useSheet(styles);
  const usernameIsPhone = context.pending.forceUsernamePhone;
  const usernameType = usernameIsPhone ? 'tel' : 'text';
  const passwordType = showPasswords ? 'text' : 'password';
  // The contact beside the username: a phone under an e-mail username, an e-mail under a phone one.
  const contact = otherContactType(form, context);
  const phone = contact === 'phone';
  return (
    <>
      <div className={names}>
        {(['firstName', 'lastName'] as const).map((name) => (
          <TextField
            key={name}
            ref={refs[name]}
            label={t(name)}
            hint={t('nameHint')}
            autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
            required
            value={form[name]}
            error={message(name)}
            onValueChange={(value) => onEdit({ [name]: value })}
          />
        ))}
      </div>
      <TextField
        ref={refs.username}
        label={usernameIsPhone ? t('username.phoneLabel') : t('username.label')}
        hint={usernameIsPhone ? t('username.phoneHint') : t('username.hint')}
        type={usernameType}
        autoComplete="username"
        required
        value={form.username}
        error={message('username')}
        onValueChange={(value) => onEdit({ username: formatUsernameInput(value, context) })}
      />
      {needsUsernameConfirmation(form, context) && (
        <TextField
          ref={refs.usernameConfirm}
          label={t('username.confirmLabel')}
          hint={t('username.confirmHint')}
          type={usernameType}
          autoComplete="off"
          required
          value={form.usernameConfirm}
          error={message('usernameConfirm')}
          onValueChange={(value) => onEdit({ usernameConfirm: formatUsernameInput(value, context) })}
        />
      )}
      <TextField
        ref={refs[contact]}
        label={t(`${contact}.label`)}
        hint={t(`${contact}.hint`)}
        type={phone ? 'tel' : 'email'}
        autoComplete={phone ? 'tel-national' : 'email'}
        value={form[contact]}
        error={message(contact)}
        onValueChange={(value) => onEdit({ [contact]: phone ? formatPhone(value) : value })}
      />
      {(['password', 'confirmPassword'] as const).map((name) => (
        <TextField
          key={name}
          ref={refs[name]}
          label={t(name)}
          hint={name === 'password' ? t('passwordReq') : undefined}
          type={passwordType}
          autoComplete="new-password"
          required
          value={form[name]}
          error={message(name)}
          onValueChange={(value) => onEdit({ [name]: value })}
        />
      ))}
      <Checkbox label={t('showPasswords')} checked={showPasswords} onChange={onShowPasswords} />
    </>
  );
}
