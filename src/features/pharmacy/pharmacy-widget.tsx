import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionIdentity } from '../../domain/account/session-identity.schema';
import { registerNamespace } from '../../core/i18n/i18n';
import { css, defineStyles, useSheet } from '../../core/theme/define-styles';
import { useBrand, useEmit } from '../../core/context/element-context';
import { useHttpClient } from '../../core/hooks/use-http-client';
import { SignInRequired } from '../../core/session/sign-in-required';
import { useRequireSession } from '../../core/session/use-require-session';
import { Alert } from '../../core/ui/alert';
import { Button } from '../../core/ui/button';
import { Card } from '../../core/ui/card';
import { Spinner } from '../../core/ui/spinner';
import { Tabs } from '../../core/ui/tabs';
import { pharmacyAlertsQuery, pharmacyInfoQuery } from './api/pharmacy';
import { PharmacyOverview } from './components/pharmacy-overview';
import { PharmacyUpdates } from './components/pharmacy-updates';

registerNamespace('pharmacy');

const styles = defineStyles({
  header: css`
    margin: 0 0 var(--rx-space);
  `,
});

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the element takes only the shared attributes
export interface PharmacyWidgetProps {}

/** The pharmacy page of spec 02 §2 "/pharmacy" (module CompanyInfo); needs a signed-in patient. */
export function PharmacyWidget() {
  const identity = useRequireSession();
  const { t } = useTranslation('pharmacy');
  if (!identity) return <SignInRequired titleId="rx-pharmacy-signed-out" title={t('title')} message={t('signedOut.body')} action={t('signedOut.action')} />;
  return <Pharmacy identity={identity} />;
}

/**
 * The pharmacy shown is the one of the brand the page is branded as (host name or `brand`), for
 * the patient's company; only the brand with `pharmacyTabs` has the Updates tab with its alerts.
 */
function Pharmacy({ identity }: { identity: SessionIdentity }) {
  const { t, i18n } = useTranslation('pharmacy');
  const classes = useSheet(styles);
  const brand = useBrand();
  const emit = useEmit();
  const client = useHttpClient();
  const locale = i18n.language.toLowerCase().startsWith('es') ? 'es' : 'en';
  const withUpdates = brand.flags.pharmacyTabs;
  const info = useQuery(pharmacyInfoQuery(client, identity.companyId, brand.id, locale));
  const alerts = useQuery({ ...pharmacyAlertsQuery(client, identity.companyId, brand.id), enabled: withUpdates });

  const overview = info.data ? (
    <PharmacyOverview info={info.data} />
  ) : info.isError ? (
    <Alert tone="error">
      <p>{t('loadFailed')}</p>
      <Button variant="secondary" onClick={() => void info.refetch()}>
        {t('retry')}
      </Button>
    </Alert>
  ) : (
    <Spinner label={t('loading')} />
  );

  return (
    <Card part="card" labelledBy="rx-pharmacy-title">
      <div className={classes.header}>
        <Button variant="text" part="button back-button" onClick={() => emit('rx-navigate', { path: '/home' })}>
          <span aria-hidden="true">←</span> {t('backHome')}
        </Button>
      </div>
      <h2 id="rx-pharmacy-title" part="title">
        {info.data?.companyName ?? t('title')}
      </h2>
      {withUpdates ? (
        <Tabs
          label={t('tabsLabel')}
          tabs={[
            { id: 'overview', label: t('overview'), content: overview },
            { id: 'updates', label: t('updates'), content: <PharmacyUpdates alerts={alerts.data} failed={alerts.isError} onRetry={() => void alerts.refetch()} /> },
          ]}
        />
      ) : (
        overview
      )}
    </Card>
  );
}
