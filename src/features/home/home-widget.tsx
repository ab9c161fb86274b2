import { useEffect, useRef, useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../core/i18n/i18n';
import { css, defineStyles, useSheet } from '../../core/theme/define-styles';
import { useBrand, useEmit, useRxConfig } from '../../core/context/element-context';
import { useHttpClient } from '../../core/hooks/use-http-client';
import { brandImagesQuery } from '../../core/brand/company-api';
import { hasModule } from '../../core/brand/modules';
import { useCompanyModules } from '../../core/hooks/use-company-modules';
import { useSession } from '../../core/session/use-session';
import { endSession } from '../../core/session/end-session';
import { SignOutDialog } from '../../core/session/sign-out-dialog';
import type { SessionIdentity } from '../../domain/account/session-identity.schema';
import { useToast } from '../../core/ui/toast';
import { Alert } from '../../core/ui/alert';
import { Button } from '../../core/ui/button';
import { Spinner } from '../../core/ui/spinner';
import { MenuButton } from '../../core/ui/menu-button';
import { NavLink } from '../../core/ui/nav-link';
import { trackAction } from '../../core/analytics/analytics';
import { unreadMessagesQuery } from './api/unread-messages';
import { useFollowUnreadTotal } from './api/follow-unread-total';
import { qualifyingRefillsQuery } from './api/qualifying-refills';
import { documentsToSignQuery } from './api/documents-to-sign';
import { incompleteCounselingQuery } from './api/incomplete-counseling';
import { pendingActivitiesQuery } from './api/pending-activities';
import { homeTiles, type TileCounts } from './model/tiles';
import { startupAlertDurationMs } from './model/startup-alerts';
import { HomeTiles } from './components/home-tiles';
import { ActivityList } from './components/activity-list';

const styles = defineStyles({
  root: css`
    display: block;
  `,
  appBar: css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: calc(var(--rx-space) * 2);
    margin: 0 0 calc(var(--rx-space) * 3);
    padding: var(--rx-space) calc(var(--rx-space) * 2);
    background: var(--rx-color-surface);
    border-bottom: 3px solid var(--rx-color-primary);
    border-radius: var(--rx-radius);
  `,
  logoClass: css`
    display: block;
    max-width: 18em;
    max-height: 3em;
  `,
  menuIcon: css`
    display: block;
    width: 24px;
    height: 24px;
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

/** A count query's value: the count, null when it failed (no badge), undefined while loading. */
const countOf = (query: UseQueryResult<number>): number | null | undefined =>
  query.isSuccess ? query.data : query.isError ? null : undefined;

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
  const { root, appBar, logoClass, menuIcon, intro, section, discount, discountLink } = useSheet(styles);
  const emit = useEmit();
  const toast = useToast();
  const brand = useBrand();
  const client = useHttpClient();
  const userFirstName = useSession((s) => (typeof s.user?.fname === 'string' ? s.user.fname : undefined));
  const modules = useCompanyModules();
  const uId = identity.u_ID;
  const on = (name: Parameters<typeof hasModule>[1]) => modules !== null && hasModule(modules, name);

  const logo = useQuery(brandImagesQuery(client, identity.companyId, brand)).data?.logo;
  const messages = useQuery({ ...unreadMessagesQuery(client, uId), enabled: on('Messaging') });
  useFollowUnreadTotal(client, uId);
  const refills = useQuery({ ...qualifyingRefillsQuery(client, uId), enabled: on('Refill') });
  const documents = useQuery({
    ...documentsToSignQuery(client, uId, brand.flags.documentsBrandFilter ? identity.brandId : undefined),
    enabled: on('Document'),
  });
  const counseling = useQuery({ ...incompleteCounselingQuery(client, uId), enabled: on('WEB_Counseling') });
  const activities = useQuery(pendingActivitiesQuery(client, uId));

  const counts: TileCounts = {
    Messaging: countOf(messages),
    Refill: countOf(refills),
    Document: countOf(documents),
    WEB_Counseling: countOf(counseling),
  };
  const tiles = modules ? homeTiles(modules, counts) : null;
  const showDiscount = brand.flags.discountModule && on('DiscountCard');

  const [tourOpen, setTourOpen] = useState(true);

  // Startup messages (spec 01 §9): 10 s after the first sign-in, otherwise 5 s. Each once.
  const shown = useRef(new Set<string>());
  useEffect(() => {
    const durationMs = startupAlertDurationMs(initialLogin);
    const once = (key: string, message: string) => {
      if (shown.current.has(key)) return;
      shown.current.add(key);
      toast.show(message, { durationMs });
    };
    if (alertOnStartup) once(`alert:${alertOnStartup}`, alertOnStartup);
    if (redirect === '1') once('redirect', t('redirectNotice'));
  }, [alertOnStartup, redirect, initialLogin, toast, t]);

  const firstName = identity.fName || userFirstName;
  const go = (path: string) => {
    trackAction('home-menu', { href: path });
    emit('rx-navigate', { path });
  };
  const config = useRxConfig();
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const signOut = () => {
    setConfirmingSignOut(false);
    if (!endSession(config.identity, 'user')) return;
    emit('rx-signed-out', { reason: 'user' });
    emit('rx-navigate', { path: '/login', replace: true });
  };


  return (
    <section className={root} part="home" aria-labelledby="rx-home-greeting">
      <header className={appBar} part="app-bar">
        {logo ? <img className={logoClass} src={logo} alt={brand.name} part="logo" /> : <span>{brand.name}</span>}
        <MenuButton
          label={t('menu.button')}
          items={[
            { id: 'profile', label: t('menu.profile'), onSelect: () => go('/profile') },
            { id: 'settings', label: t('menu.settings'), onSelect: () => go('/settings') },
            { id: 'sign-out', label: t('common:signOut.action'), onSelect: () => setConfirmingSignOut(true) },
          ]}
        >
          <svg className={menuIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 6h16M4 12h16M4 18h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </MenuButton>
      </header>
      <SignOutDialog open={confirmingSignOut} onConfirm={signOut} onCancel={() => setConfirmingSignOut(false)} />

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
