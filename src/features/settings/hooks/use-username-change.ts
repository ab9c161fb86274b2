import { useState, type FormEvent } from 'react';
import { useBrand, useRxConfig } from '../../../core/context/element-context';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { useCountdown } from '../../../core/hooks/use-countdown';
import type { SessionIdentity } from '../../../domain/account/session-identity.schema';
import { checkBlockedNumber, saveUsername } from '../api/patient';
import { accountSecurity, identityFailureOf, refreshSessionToken } from '../api/identity-security';
import { checkNewUsername, identityAttributeOf, type UsernameProblem } from '../model/username-edit';
import { usernameFailureOf, usernameSaveFailureOf, blockedSenderOf } from '../model/messages';

/** Resend is offered again after this long (spec 01 §9). */
const RESEND_SECONDS = 60;

export type UsernameStep = { kind: 'edit' } | { kind: 'code'; type: 'email' | 'phone'; value: string; sentAt: number };

export type UsernameFailure = { key: string; sender?: string };

export type ChangedUsername = { type: 'email' | 'phone'; value: string };

/** The message key of a refused identity call, or null when the refusal means it went through. */
function identityFailureKey(error: unknown): string | null {
  const { name, message } = identityFailureOf(error);
  const kind = usernameFailureOf(name, message);
  return kind === 'success' ? null : kind;
}

/**
 * The username change (spec 01 §5): the new username is checked, a blocked phone number refused,
 * a verification code asked for (resend after 60 s, §4), and once the code checks out the server
 * takes the username.
 */
export function useUsernameChange(identity: SessionIdentity, onChanged: (username: ChangedUsername) => void) {
  const config = useRxConfig();
  const brand = useBrand();
  const client = useHttpClient();
  const pool = identity.pool ?? 'standard';
  const [text, setText] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<UsernameStep>({ kind: 'edit' });
  const [problem, setProblem] = useState<UsernameProblem | null>(null);
  const [failure, setFailure] = useState<UsernameFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const left = useCountdown(RESEND_SECONDS, step.kind === 'code' ? step.sentAt : null);

  const check = checkNewUsername(text, identity.username, { lowercaseEmail: brand.flags.lowercaseUsernames });
  // A value equal to the current username is named at once; other problems on submit.
  const shownProblem = problem ?? (check.problem === 'currentUsername' ? check.problem : null);

  const reset = () => {
    setText('');
    setCode('');
    setStep({ kind: 'edit' });
    setProblem(null);
    setFailure(null);
  };

  const edit = (value: string) => {
    setText(value);
    setProblem(null);
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
        const key = identityFailureKey(error);
        if (key) {
          setFailure({ key });
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
        const key = identityFailureKey(error);
        if (key) {
          setFailure({ key });
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

  return { text, edit, code, setCode, step, check, shownProblem, failure, setFailure, busy, left, reset, submitUsername, submitCode, resend };
}
