import { useState, type FormEvent, type ReactNode } from 'react';
import { checkNewPassword } from '../model/new-password';
import { NewPasswordFields } from './new-password-fields';
import { useBusy } from '../hooks/use-busy';
import { SubmitAndBack } from './submit-and-back';

export interface NewPasswordFormProps {
  /** What comes before the password fields; `submitted` says whether to show field errors. */
  lead: (state: { submitted: boolean; busy: boolean }) => ReactNode;
  labels: { password: string; confirm: string; submit: string };
  /** The password being replaced, when known: the new one must differ. */
  oldPassword?: string;
  /** True while a field of `lead` (such as a code) still blocks the submit. */
  leadBlocks?: boolean;
  onSameAsOld?: () => void;
  onSubmit: (newPassword: string) => Promise<void>;
  onBack: () => void;
}

/** A new password, its confirmation, submit and back: the forced change and the reset share it (spec 01 §4, §5). */
export function NewPasswordForm({ lead, labels, oldPassword, leadBlocks = false, onSameAsOld, onSubmit, onBack }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, whileBusy] = useBusy();
  const check = checkNewPassword({ password, confirm, oldPassword });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (leadBlocks || check.problems.length > 0 || check.confirm) return;
    if (check.sameAsOld) {
      onSameAsOld?.();
      return;
    }
    await whileBusy(() => onSubmit(password));
  };

  return (
    <form onSubmit={submit} noValidate>
      {lead({ submitted, busy })}
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        check={check}
        showErrors={submitted}
        labels={{ password: labels.password, confirm: labels.confirm }}
        disabled={busy}
      />
      <SubmitAndBack label={labels.submit} busy={busy} onBack={onBack} />
    </form>
  );
}
