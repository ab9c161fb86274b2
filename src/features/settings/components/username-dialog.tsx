import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionIdentity } from '../../../domain/account/session-identity.schema';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { Dialog } from '../../../core/ui/dialog';
import { TextField } from '../../../core/ui/text-field';
import { useUsernameChange, type ChangedUsername } from '../hooks/use-username-change';
import { UsernameCodeForm } from './username-code-form';

export interface UsernameDialogProps {
  open: boolean;
  identity: SessionIdentity;
  onClose: () => void;
  /** The server took the new username: the caller updates local data and signs out. */
  onChanged: (username: ChangedUsername) => void;
}

/** Username edit (spec 01 §5) and its verification code dialog with a 60 s resend countdown (§4). */
export function UsernameDialog({ open, identity, onClose, onChanged }: UsernameDialogProps) {
  const { t } = useTranslation('settings');
  const change = useUsernameChange(identity, onChanged);
  const { step, check, shownProblem, failure, busy } = change;
  const usernameRef = useRef<HTMLInputElement>(null);

  const close = () => {
    if (busy) return;
    change.reset();
    onClose();
  };

  const failureAlert = failure && (
    <Alert tone="error" onDismiss={() => change.setFailure(null)} dismissLabel={t('common:actions.dismiss')}>
      {t(`messages.${failure.key}`, { sender: failure.sender })}
    </Alert>
  );

  // One dialog for both steps: the code form replaces the username form inside it.
  return (
    <Dialog
      open={open}
      title={t(step.kind === 'code' ? 'username.codeTitle' : 'username.editTitle')}
      onClose={close}
      closeLabel={t('common:actions.close')}
      dismissible={false}
      initialFocusRef={step.kind === 'code' ? undefined : usernameRef}
    >
      {step.kind === 'code' ? (
        <UsernameCodeForm
          value={step.value}
          code={change.code}
          left={change.left}
          busy={busy}
          failureAlert={failureAlert}
          onCodeChange={change.setCode}
          onSubmit={(event) => void change.submitCode(event)}
          onResend={() => void change.resend()}
          onCancel={close}
        />
      ) : (
        <form onSubmit={(event) => void change.submitUsername(event)} noValidate part="username-form">
          <p>{t('username.editIntro')}</p>
          {failureAlert}
          <TextField
            ref={usernameRef}
            label={t('username.newLabel')}
            hint={t('username.newHint')}
            value={check.candidate.type === 'phone' ? check.candidate.display : change.text}
            autoComplete="username"
            required
            error={shownProblem ? t(`username.problems.${shownProblem}`) : undefined}
            onValueChange={change.edit}
          />
          <div>
            <Button type="submit" busy={busy} busyLabel={t('username.saving')} disabled={check.problem !== null}>
              {t('username.save')}
            </Button>{' '}
            <Button variant="text" disabled={busy} onClick={close}>
              {t('common:actions.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
