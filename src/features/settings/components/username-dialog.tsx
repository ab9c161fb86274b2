import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand, useRxConfig } from '../../../core/context/element-context';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import type { SessionIdentity } from '../../../domain/account/session-identity.schema';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { Dialog } from '../../../core/ui/dialog';
import { TextField } from '../../../core/ui/text-field';
import { checkBlockedNumber, saveUsername } from '../api/patient';
import { accountSecurity, identityFailureOf, refreshSessionToken } from '../api/identity-security';
import { checkNewUsername, identityAttributeOf, type UsernameProblem } from '../model/username-edit';
import { usernameFailureOf, usernameSaveFailureOf, blockedSenderOf } from '../model/messages';
import { useCountdown } from '../../../core/hooks/use-countdown';

/** Resend is offered again after this long (spec 01 §9). */
const RESEND_SECONDS = 60;

export interface UsernameDialogProps {
  open: boolean;
  identity: SessionIdentity;
  onClose: () => void;
  /** The server took the new username: the caller updates local data and signs out. */
  onChanged: (username: { type: 'email' | 'phone'; value: string }) => void;
}

type Step = { kind: 'edit' } | { kind: 'code'; type: 'email' | 'phone'; value: string; sentAt: number };

type Failure = { key: string; sender?: string };

/** Username edit (spec 01 §5) and its verification code dialog with a 60 s resend countdown (§4). */
export function UsernameDialog({ open, identity, onClose, onChanged }: UsernameDialogProps) {
  const { t } = useTranslation('settings');
  const config = useRxConfig();
  const brand = useBrand();
  const client = useHttpClient();
  const pool = identity.pool ?? 'standard';
  const [text, setText] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'edit' });
  const [problem, setProblem] = useState<UsernameProblem | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const left = useCountdown(RESEND_SECONDS, step.kind === 'code' ? step.sentAt : null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  // The code step replaces the form inside the same dialog: focus moves to its field.
  useEffect(() => {
    if (step.kind === 'code') codeRef.current?.focus();
  }, [step.kind]);

  const check = checkNewUsername(text, identity.username, { lowercaseEmail: brand.flags.lowercaseUsernames });

  // A value equal to the current username is named at once; other problems on submit.
  const shownProblem = problem ?? (check.problem === 'currentUsername' ? check.problem : null);

  const close = () => {
    if (busy) return;
    setText('');
    setCode('');
    setStep({ kind: 'edit' });
    setProblem(null);
    setFailure(null);
    onClose();
  };

  /** After the code checked out: a fresh token carries the verified username; then the server takes it. */
  async function saveOnServer(type: 'email' | 'phone', value: string) {
    try {
      await refreshSessionToken(config.identity, pool);
    } catch {
      setFailure({ key: 'usernameFailed' });
      return;
    }
    const outcome = await saveUsername(client, identity.u_ID, type, value);
    if (outcome.status === 200) {
      onChanged({ type, value });
      return;
    }
    const kind = usernameSaveFailureOf(outcome.status, outcome.message);
    setFailure(kind === 'blocked' ? { key: 'blockedNumber', sender: blockedSenderOf(outcome.message) ?? '' } : { key: kind });
  }

  async function submitUsername(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (check.problem) {
      setProblem(check.problem);
      return;
    }
    const { type, value } = check.candidate;
    setBusy(true);
    try {
      if (type === 'phone') {
        const answer = await checkBlockedNumber(client, identity.u_ID, value).catch(() => null);
        if (!answer) {
          setFailure({ key: 'usernameFailed' });
          return;
        }
        if (answer.blocked) {
          setProblem('blockedNumber');
          setFailure({ key: 'blockedNumber', sender: answer.senderNumber });
          return;
        }
      }
      const security = await accountSecurity();
      let codeSent: boolean;
      try {
        codeSent = await security.requestUsernameAttribute(config.identity, pool, identityAttributeOf(type), value);
      } catch (error) {
        const { name, message } = identityFailureOf(error);
        const kind = usernameFailureOf(name, message);
        if (kind !== 'success') {
          setFailure({ key: kind });
          return;
        }
        codeSent = false;
      }
      if (codeSent) {
        setCode('');
        setStep({ kind: 'code', type, value, sentAt: Date.now() });
      } else {
        await saveOnServer(type, value);
      }
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (busy || step.kind !== 'code') return;
    if (!/^\d{6}$/.test(code.trim())) {
      setFailure({ key: 'codeFormat' });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      try {
        await (await accountSecurity()).confirmUsernameCode(config.identity, pool, identityAttributeOf(step.type), code.trim());
      } catch (error) {
        const { name, message } = identityFailureOf(error);
        const kind = usernameFailureOf(name, message);
        if (kind !== 'success') {
          setFailure({ key: kind });
          return;
        }
      }
      await saveOnServer(step.type, step.value);
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    if (step.kind !== 'code' || left > 0 || busy) return;
    setFailure(null);
    try {
      await (await accountSecurity()).resendUsernameCode(config.identity, pool, identityAttributeOf(step.type));
      setStep({ ...step, sentAt: Date.now() });
    } catch (error) {
      const kind = usernameFailureOf(identityFailureOf(error).name);
      setFailure({ key: kind === 'success' ? 'usernameFailed' : kind });
    }
  }

  const failureAlert = failure && (
    <Alert tone="error" onDismiss={() => setFailure(null)} dismissLabel={t('common:actions.dismiss')}>
      {t(`messages.${failure.key}`, { sender: failure.sender })}
    </Alert>
  );

  if (step.kind === 'code') {
    return (
      <Dialog open={open} title={t('username.codeTitle')} onClose={close} closeLabel={t('common:actions.close')} dismissible={false}>
        <form onSubmit={(event) => void submitCode(event)} noValidate part="username-code-form">
          <p>{t('username.codeIntro', { value: step.value })}</p>
          {failureAlert}
          <TextField
            ref={codeRef}
            label={t('username.codeLabel')}
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            onValueChange={(value) => setCode(value.replace(/\D/g, ''))}
          />
          <p aria-live="polite">{left > 0 ? t('username.resendIn', { seconds: left }) : t('username.resendReady')}</p>
          <div>
            <Button type="submit" busy={busy} busyLabel={t('username.verifying')} disabled={code.length !== 6}>
              {t('username.verify')}
            </Button>{' '}
            <Button variant="secondary" disabled={left > 0 || busy} onClick={() => void resend()}>
              {t('username.resend')}
            </Button>{' '}
            <Button variant="text" disabled={busy} onClick={close}>
              {t('common:actions.cancel')}
            </Button>
          </div>
        </form>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} title={t('username.editTitle')} onClose={close} closeLabel={t('common:actions.close')} dismissible={false} initialFocusRef={usernameRef}>
      <form onSubmit={(event) => void submitUsername(event)} noValidate part="username-form">
        <p>{t('username.editIntro')}</p>
        {failureAlert}
        <TextField
          ref={usernameRef}
          label={t('username.newLabel')}
          hint={t('username.newHint')}
          value={check.candidate.type === 'phone' ? check.candidate.display : text}
          autoComplete="username"
          required
          error={shownProblem ? t(`username.problems.${shownProblem}`) : undefined}
          onValueChange={(value) => {
            setText(value);
            setProblem(null);
          }}
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
    </Dialog>
  );
}
