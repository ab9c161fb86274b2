import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pendingActivitiesKey } from '../../core/api/query-keys';
import { useEmit, useRxConfig } from '../../core/context/element-context';
import { useCompanyModules } from '../../core/hooks/use-company-modules';
import { useHttpClient } from '../../core/hooks/use-http-client';
import { registerNamespace } from '../../core/i18n/i18n';
import { endSession } from '../../core/session/end-session';
import { SignInRequired } from '../../core/session/sign-in-required';
import { SignOutDialog } from '../../core/session/sign-out-dialog';
import { useRequireSession } from '../../core/session/use-require-session';
import { useSession } from '../../core/session/use-session';
import { css, defineStyles, useSheet } from '../../core/theme/define-styles';
import { Button } from '../../core/ui/button';
import { Card } from '../../core/ui/card';
import { Spinner } from '../../core/ui/spinner';
import type { SessionIdentity } from '../../domain/account/session-identity.schema';
import { findPendingActivity } from './api/activities';
import { AccountView } from './components/account-view';
import { AddressesScreen } from './components/addresses-screen';
import { ContactsScreen } from './components/contacts-screen';
import { InsuranceScreen } from './components/insurance-screen';
import { MedsAllergiesScreen } from './components/meds-allergies-screen';
import { backTarget, isOptionAllowed, parseProfileOption, profileMenu, type ProfileOption } from './model/profile-options';

registerNamespace('profile');

const styles = defineStyles({
  bar: css`
    display: flex;
    align-items: center;
    gap: var(--rx-space);
    margin: 0 0 calc(var(--rx-space) * 2);
    & > h2 {
      margin: 0;
    }
  `,
  menu: css`
    list-style: none;
    margin: 0 0 calc(var(--rx-space) * 3);
    padding: 0;
    display: grid;
    gap: var(--rx-space);
    & button {
      width: 100%;
      justify-content: flex-start;
    }
  `,
});

export interface ProfileWidgetProps {
  /** The entry to open: 1, 2, 2.1 (insurance capture), 3, 3.1 (address confirmation), 4, 6; else the list. */
  initialOption?: number | string;
  /** The activity an insurance capture or address confirmation completes (route state). */
  activityId?: number | null;
}

/** The profile of spec 01 §2; needs a signed-in patient. */
export function ProfileWidget(props: ProfileWidgetProps) {
  const identity = useRequireSession();
  const { t } = useTranslation('profile');
  if (!identity) {
    return <SignInRequired part="profile" titleId="rx-profile-signed-out" title={t('title')} message={t('signedOut.body')} action={t('signedOut.action')} />;
  }
  return <Profile key={identity.u_ID} identity={identity} {...props} />;
}

const TITLE_KEYS: Record<ProfileOption, string> = {
  0: 'title',
  1: 'menu.account',
  2: 'menu.insurance',
  2.1: 'insurance.captureTitle',
  3: 'menu.addresses',
  3.1: 'addresses.confirmTitle',
  4: 'menu.contacts',
  6: 'menu.medsAllergies',
};

function Profile({ identity, initialOption, activityId }: ProfileWidgetProps & { identity: SessionIdentity }) {
  const { t } = useTranslation('profile');
  const { bar, menu } = useSheet(styles);
  const emit = useEmit();
  const config = useRxConfig();
  const client = useHttpClient();
  const modules = useCompanyModules();
  const variant = useSession((state) => state.variant) ?? 'standard';
  const uId = identity.u_ID;
  const [option, setOption] = useState<ProfileOption>(() => parseProfileOption(initialOption));
  // Route state may arrive after the first render (properties are set once the element is defined).
  useEffect(() => setOption(parseProfileOption(initialOption)), [initialOption]);
  const [activity, setActivity] = useState<number | null>(activityId ?? null);
  const [signingOut, setSigningOut] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<ProfileOption | null>(null);

  // The confirm-address and missing-insurance links carry no activity: the pending one of its type is used.
  useEffect(() => {
    if (typeof activityId === 'number') return setActivity(activityId);
    if (option !== 2.1 && option !== 3.1) return;
    let alive = true;
    void findPendingActivity(client, uId, option === 2.1 ? 'insurance' : 'address')
      .then((found) => alive && setActivity(found))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [activityId, option, client, uId]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [option]);

  const queryClient = useQueryClient();
  const goHome = (message?: string) => {
    // A confirmation or capture may have completed an activity of the home to-do list.
    if (message) void queryClient.invalidateQueries({ queryKey: pendingActivitiesKey(uId) });
    emit('rx-navigate', { path: '/home', ...(message ? { state: { alertOnStartup: message } } : {}) });
  };
  const back = () => {
    if (backTarget(option) === 'home') return goHome();
    returnFocus.current = option;
    setOption(0);
  };
  const signOut = () => {
    setSigningOut(false);
    // Stored user data (session, drafts, card photos) goes with a deliberate sign-out.
    endSession(config.identity, 'user');
    emit('rx-signed-out', { reason: 'user' });
    emit('rx-navigate', { path: '/login', replace: true });
  };

  if (!modules) return <Spinner label={t('loading')} />;
  const shown: ProfileOption = isOptionAllowed(option, modules) ? option : 0;

  return (
    <Card part="profile" labelledBy="rx-profile-title">
      <div className={bar}>
        <Button variant="text" part="back-button" aria-label={backTarget(shown) === 'home' ? t('back.home') : t('back.list')} onClick={back}>
          <span aria-hidden="true">←</span> {t('back.label')}
        </Button>
        <h2 id="rx-profile-title" ref={heading} tabIndex={-1} part="title">
          {t(TITLE_KEYS[shown])}
        </h2>
      </div>
      {shown === 0 && (
        <>
          <ul className={menu} part="menu">
            {profileMenu(modules).map((entry) => (
              <li key={entry.option}>
                <Button variant="secondary" autoFocus={returnFocus.current === entry.option} onClick={() => setOption(entry.option)}>
                  {t(`menu.${entry.key}`)}
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="danger" part="sign-out" onClick={() => setSigningOut(true)}>
            {t('common:signOut.action')}
          </Button>
          <SignOutDialog open={signingOut} onConfirm={signOut} onCancel={() => setSigningOut(false)} />
        </>
      )}
      {shown === 1 && <AccountView uId={uId} />}
      {(shown === 2 || shown === 2.1) && (
        <InsuranceScreen key={shown} uId={uId} variant={variant} capture={shown === 2.1} activityId={shown === 2.1 ? activity : null} onFinished={goHome} />
      )}
      {(shown === 3 || shown === 3.1) && (
        <AddressesScreen
          key={shown}
          uId={uId}
          variant={variant}
          confirm={shown === 3.1}
          activityId={shown === 3.1 ? activity : null}
          onFinished={goHome}
          // `option` is <rx-settings>' own entry to open (4: the support request form).
          onSupport={() => emit('rx-navigate', { path: '/settings', state: { option: 4 } })}
        />
      )}
      {shown === 4 && <ContactsScreen uId={uId} />}
      {shown === 6 && <MedsAllergiesScreen uId={uId} />}
    </Card>
  );
}
