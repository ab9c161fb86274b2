import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../core/i18n/i18n';
import { css, defineStyles, useSheet } from '../../core/theme/define-styles';
import { useBrand, useEmit } from '../../core/context/element-context';
import { useHttpClient } from '../../core/hooks/use-http-client';
import { hasModule } from '../../core/brand/modules';
import { useCompanyModules } from '../../core/hooks/use-company-modules';
import { useSession } from '../../core/session/use-session';
import type { SessionIdentity } from '../../domain/account/session-identity.schema';
import { Alert } from '../../core/ui/alert';
import { Button } from '../../core/ui/button';
import { Spinner } from '../../core/ui/spinner';
import { NavLink } from '../../core/ui/nav-link';
import { trackAction } from '../../core/analytics/analytics';
import { pendingActivitiesQuery } from './api/pending-activities';
import { homeTiles } from './model/tiles';
import { useTileCounts } from './hooks/use-tile-counts';
import { useStartupAlerts } from './hooks/use-startup-alerts';
import { HomeAppBar } from './components/home-app-bar';
import { HomeTiles } from './components/home-tiles';
import { ActivityList } from './components/activity-list';

const styles = defineStyles({
  root: css`
    display: block;
  `,
  intro: css`
    margin: 0 0 calc(var(--rx-space) * 3);
    color: var(--rx-color-text-muted);
  `,
  section: css`
    margin: 0 0 calc(var(--rx-space) * 3);
  `,
  discount: css`
    margin: 0 0 calc(var(--rx-space) * 3);
    padding: calc(var(--rx-space) * 2) calc(var(--rx-space) * 3);
    background: var(--rx-color-surface);
    border: 1px solid var(--rx-color-border);
    border-inline-start: 6px solid var(--rx-color-accent);
    border-radius: var(--rx-radius);
  `,
  discountLink: css`
    font-weight: 600;
  `,
});

registerNamespace('home');

export interface HomeWidgetProps {
  /** First sign-in: shows the tour notice, and the startup alert stays 10 s instead of 5 s. */
  initialLogin?: boolean;
  /** A message to show once on arrival (route state `alertOnStartup`). */
  alertOnStartup?: string;
  /** "1" when reached through an old address: asks the patient to update bookmarks. */
  redirect?: string;
}

export function HomeWidget(props: HomeWidgetProps) {
  const identity = useSession((s) => s.identity);
  return identity ? <Home identity={identity} {...props} /> : <SignedOut />;
}

function SignedOut() {
  const { t } = useTranslation('home');
  const emit = useEmit();
  return (
    <Alert tone="info">
      <p>{t('signedOut.body')}</p>
      <Button variant="secondary" onClick={() => emit('rx-navigate', { path: '/login' })}>
        {t('signedOut.action')}
      </Button>
    </Alert>
  );
}

function Home({ identity, initialLogin, alertOnStartup, redirect }: HomeWidgetProps & { identity: SessionIdentity }) {
  const { t } = useTranslation('home');
  const { root, intro, section, discount, discountLink } = useSheet(styles);
  const brand = useBrand();
  const client = useHttpClient();
  const userFirstName = useSession((s) => (typeof s.user?.fname === 'string' ? s.user.fname : undefined));
  const modules = useCompanyModules();
  const on = (name: Parameters<typeof hasModule>[1]) => modules !== null && hasModule(modules, name);

  const counts = useTileCounts(identity, on);
  const activities = useQuery(pendingActivitiesQuery(client, identity.u_ID));
  const tiles = modules ? homeTiles(modules, counts) : null;
  const showDiscount = brand.flags.discountModule && on('DiscountCard');

  const [tourOpen, setTourOpen] = useState(true);
  useStartupAlerts(initialLogin, alertOnStartup, redirect);

  const firstName = identity.fName || userFirstName;

  return (
    <section className={root} part="home" aria-labelledby="rx-home-greeting">
      <HomeAppBar companyId={identity.companyId} />

      <h2 id="rx-home-greeting">{firstName ? t('greeting', { name: firstName }) : t('greetingNoName')}</h2>
      <p className={intro}>{t('intro')}</p>

      {initialLogin && tourOpen && (
        <Alert tone="info" title={t('tour.title')} onDismiss={() => setTourOpen(false)} dismissLabel={t('common:actions.dismiss')}>
          <p>{t('tour.body')}</p>
        </Alert>
      )}

      {tiles ? <HomeTiles tiles={tiles} /> : <Spinner label={t('loading')} />}

      {showDiscount && (
        <section className={discount} part="discount" aria-labelledby="rx-home-discount">
          <h3 id="rx-home-discount">{t('discount.title')}</h3>
          <p>{t('discount.body')}</p>
          <NavLink to="/discount-card" className={discountLink} onClick={() => trackAction('home-discount', { href: '/discount-card' })}>
            {t('discount.action')}
          </NavLink>
        </section>
      )}

      <section className={section} aria-labelledby="rx-home-activities">
        <h3 id="rx-home-activities">{t('activities.title')}</h3>
        <ActivityList activities={activities.data} failed={activities.isError} />
      </section>
    </section>
  );
}
