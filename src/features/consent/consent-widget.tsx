import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand, useEmit, useRxConfig } from '../../core/context/element-context';
import { registerNamespace } from '../../core/i18n/i18n';
import { afterLoginUserOf, continueAfterLogin, toNavigateDetail } from '../../core/session/continue-after-login';
import { sessionStore } from '../../core/session/session-store';
import { endSession } from '../../core/session/end-session';
import { SignInRequired } from '../../core/session/sign-in-required';
import { useRequireSession } from '../../core/session/use-require-session';
import { css, defineStyles, useSheet } from '../../core/theme/define-styles';
import { layoutStyles } from '../../core/ui/layout.styles';
import { Alert } from '../../core/ui/alert';
import { Button } from '../../core/ui/button';
import { Card } from '../../core/ui/card';
import { Checkbox } from '../../core/ui/checkbox';
import { PdfViewer } from '../../core/ui/pdf-viewer';
import { Spinner } from '../../core/ui/spinner';
import { useCompanyTerms } from './api/company-terms';
import { useRecordConsent } from './api/record-consent';
import { termsBrandId } from './model/consent';

const styles = defineStyles({
  documentBox: css`
    margin: 0 0 calc(var(--rx-space) * 2);
  `,
});

registerNamespace('consent');

export type ConsentWidgetProps = Record<string, never>;

/**
 * The consent screen the post-login routing sends to when the user has no consent date
 * (spec 01 §4): the brand's terms, an "I agree" checkbox, Continue, and a way to sign out.
 */
export function ConsentWidget() {
  const { t } = useTranslation('consent');
  const { documentBox } = useSheet(styles);
  const layout = useSheet(layoutStyles);
  const emit = useEmit();
  const brand = useBrand();
  const config = useRxConfig();
  const identity = useRequireSession();
  const signedIn = identity !== null;
  const brandId = termsBrandId(identity?.brandId, brand.id);
  const terms = useCompanyTerms(brandId, signedIn);
  const record = useRecordConsent();
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);


  if (!identity) {
    return <SignInRequired titleId="rx-consent-title" title={t('title')} message={t('signedOut')} action={t('goToLogin')} />;
  }

  const uId = identity.u_ID;

  async function onContinue(event: FormEvent) {
    event.preventDefault();
    if (record.isPending) return;
    setSaveFailed(false);
    if (!agreed) {
      setAgreeError(true);
      return;
    }
    let user;
    try {
      user = await record.mutateAsync({ uId, now: new Date() });
    } catch {
      setSaveFailed(true);
      return;
    }
    const store = sessionStore().getState();
    const updated = { ...(store.user ?? {}), ...(user as unknown as Record<string, unknown>) };
    store.setUser(updated);
    emit('rx-consent-given', { consentDate: user.consentDate ?? new Date().toISOString() });
    const afterLogin = afterLoginUserOf(updated);
    if (!afterLogin) {
      emit('rx-navigate', { path: '/home', replace: true });
      return;
    }
    const target = continueAfterLogin({ user: afterLogin, uId, variant: store.variant, search: globalThis.location?.search ?? '' });
    emit('rx-navigate', toNavigateDetail(target));
  }

  function onSignOut() {
    if (!endSession(config.identity, 'user')) return;
    emit('rx-signed-out', { reason: 'user' });
    emit('rx-navigate', { path: '/login', replace: true });
  }

  const unavailable = (
    <Alert tone="warning">
      <p>{t('unavailable')}</p>
      <Button variant="secondary" onClick={() => void terms.refetch()}>
        {t('retry')}
      </Button>
    </Alert>
  );

  return (
    <Card part="card" labelledBy="rx-consent-title">
      <h2 id="rx-consent-title">{t('title')}</h2>
      <p>{t('intro', { brand: brand.name })}</p>
      <div className={documentBox}>
        {terms.isPending ? (
          <Spinner label={t('loading')} />
        ) : terms.isError ? (
          unavailable
        ) : (
          <PdfViewer
            data={terms.data.data}
            label={t('document')}
            loadingLabel={t('loading')}
            pageLabel={(page, total) => t('page', { page, total })}
            downloadLabel={t('download')}
            fileName={terms.data.fileName || 'terms.pdf'}
            fallback={unavailable}
          />
        )}
      </div>
      {saveFailed && (
        <Alert tone="error" onDismiss={() => setSaveFailed(false)} dismissLabel={t('common:actions.dismiss')}>
          {t('saveFailed')}
        </Alert>
      )}
      <form onSubmit={(event) => void onContinue(event)} noValidate part="form">
        <Checkbox
          label={t('agree')}
          required
          checked={agreed}
          error={agreeError && !agreed ? t('agreeRequired') : undefined}
          onChange={(checked) => {
            setAgreed(checked);
            if (checked) setAgreeError(false);
          }}
        />
        <div className={`${layout.actions} ${layout.spread}`}>
          <Button type="submit" busy={record.isPending} busyLabel={t('saving')}>
            {t('continue')}
          </Button>
          <Button variant="text" onClick={onSignOut} disabled={record.isPending}>
            {t('signOut')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
