import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttpClient } from '../../core/hooks/use-http-client';
import { useEmit, useRxConfig } from '../../core/context/element-context';
import { registerNamespace } from '../../core/i18n/i18n';
import {
  afterLoginUserOf,
  continueAfterLogin,
  markEmailVerifySkipped,
  toNavigateDetail,
} from '../../core/session/continue-after-login';
import { sessionStore } from '../../core/session/session-store';
import { SignInRequired } from '../../core/session/sign-in-required';
import { useRequireSession } from '../../core/session/use-require-session';
import { useSheet } from '../../core/theme/define-styles';
import { layoutStyles } from '../../core/ui/layout.styles';
import { Alert } from '../../core/ui/alert';
import { Button } from '../../core/ui/button';
import { Card } from '../../core/ui/card';
import { TextField } from '../../core/ui/text-field';
import { fetchUser } from './api/fetch-user';
import { useSaveVerifiedEmail } from './api/save-verified-email';
import { sendEmailCode, verifyEmailCode } from './api/verify-email-code';
import { EmailCodeStep } from './components/email-code-step';
import { emailProblem, type CodeFailure, type EmailProblem, type EmailSaveFailure } from './model/email-verify';

registerNamespace('email-verify');

export type EmailVerifyWidgetProps = Record<string, never>;

export function EmailVerifyWidget() {
  const { t } = useTranslation('email-verify');
  const layout = useSheet(layoutStyles);
  const emit = useEmit();
  const client = useHttpClient();
  const identity = useRequireSession();
  const [email, setEmail] = useState(() => identity?.email ?? '');
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const [failure, setFailure] = useState<EmailSaveFailure | null>(null);
  const [skipping, setSkipping] = useState(false);
  const [sending, setSending] = useState(false);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [codeFailure, setCodeFailure] = useState<CodeFailure | null>(null);
  const config = useRxConfig();
  const save = useSaveVerifiedEmail();


  if (!identity) {
    return <SignInRequired titleId="rx-email-verify-title" title={t('title')} message={t('signedOut')} action={t('goToLogin')} width="narrow" />;
  }

  const uId = identity.u_ID;
  const pool = identity.pool ?? 'standard';
  const busy = save.isPending || skipping || sending;

  /** Continues the post-login routing of spec 01 §4 with the (updated) user. */
  function continueWith(user: Record<string, unknown>) {
    const afterLogin = afterLoginUserOf(user);
    const variant = sessionStore().getState().variant;
    if (!afterLogin) {
      emit('rx-navigate', { path: '/home', replace: true });
      return;
    }
    emit('rx-navigate', toNavigateDetail(continueAfterLogin({ user: afterLogin, uId, variant, search: globalThis.location?.search ?? '' })));
  }

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = emailProblem(email);
    setProblem(found);
    setFailure(null);
    if (found) return;
    const outcome = await save.mutateAsync({ uId, email });
    if (!outcome.ok) {
      setFailure(outcome.failure);
      return;
    }
    sessionStore().getState().updateIdentity({ email: email.trim() });
    setSending(true);
    const sendFailure = await sendEmailCode(config.identity, pool, email);
    setSending(false);
    if (sendFailure) {
      setCodeFailure(sendFailure);
      return;
    }
    setCodeFailure(null);
    setCodeSentTo(email.trim());
  }

  async function onCode(code: string) {
    const outcome = await verifyEmailCode(client, config.identity, pool, uId, code);
    if (!outcome.ok) {
      setCodeFailure(outcome.failure);
      return;
    }
    const store = sessionStore().getState();
    store.setUser({ ...(store.user ?? {}), ...outcome.user });
    emit('rx-email-verified', {});
    continueWith(outcome.user as unknown as Record<string, unknown>);
  }

  async function onResend() {
    if (!codeSentTo) return;
    const sendFailure = await sendEmailCode(config.identity, pool, codeSentTo);
    setCodeFailure(sendFailure);
    return sendFailure === null;
  }

  async function onSkip() {
    if (busy) return;
    setSkipping(true);
    // Not asked again during this tab's session, so the routing does not come back here.
    markEmailVerifySkipped(uId);
    emit('rx-email-verification-skipped', {});
    let user = sessionStore().getState().user;
    if (!user) {
      try {
        user = (await fetchUser(client, uId)) as unknown as Record<string, unknown>;
        sessionStore().getState().setUser(user);
      } catch {
        user = null;
      }
    }
    setSkipping(false);
    if (user) continueWith(user);
    else emit('rx-navigate', { path: '/home', replace: true });
  }

  if (codeSentTo) {
    return (
      <EmailCodeStep
        email={codeSentTo}
        failure={codeFailure}
        onDismissFailure={() => setCodeFailure(null)}
        onSubmit={onCode}
        onResend={onResend}
        onBack={() => {
          setCodeSentTo(null);
          setCodeFailure(null);
        }}
      />
    );
  }

  return (
    <Card part="card" labelledBy="rx-email-verify-title" width="narrow">
      <h2 id="rx-email-verify-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      {(failure || codeFailure) && (
        <Alert
          tone="error"
          onDismiss={() => {
            setFailure(null);
            setCodeFailure(null);
          }}
          dismissLabel={t('common:actions.dismiss')}
        >
          {t(`errors.${failure ?? codeFailure}`)}
        </Alert>
      )}
      <form onSubmit={(event) => void onConfirm(event)} noValidate part="form">
        <TextField
          label={t('emailLabel')}
          hint={t('emailHint')}
          type="email"
          autoComplete="email"
          required
          value={email}
          error={problem ? t(`errors.${problem}`) : undefined}
          onValueChange={(value) => {
            setEmail(value);
            if (problem) setProblem(null);
          }}
        />
        <div className={layout.actions}>
          <Button type="submit" busy={save.isPending || sending} busyLabel={t('saving')} disabled={skipping}>
            {t('confirm')}
          </Button>
          <Button variant="secondary" busy={skipping} busyLabel={t('continuing')} disabled={save.isPending || sending} onClick={() => void onSkip()}>
            {t('skip')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
