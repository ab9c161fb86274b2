import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { useBrand, useEmit, useRxConfig } from '../../../core/context/element-context';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { brandImagesQuery } from '../../../core/brand/company-api';
import { endSession } from '../../../core/session/end-session';
import { SignOutDialog } from '../../../core/session/sign-out-dialog';
import { MenuButton } from '../../../core/ui/menu-button';
import { trackAction } from '../../../core/analytics/analytics';

const styles = defineStyles({
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
});

/** The brand's logo and the menu (profile, settings, sign-out with its confirmation). */
export function HomeAppBar({ companyId }: { companyId: number }) {
  const { t } = useTranslation('home');
  const { appBar, logoClass, menuIcon } = useSheet(styles);
  const emit = useEmit();
  const brand = useBrand();
  const client = useHttpClient();
  const config = useRxConfig();
  const logo = useQuery(brandImagesQuery(client, companyId, brand)).data?.logo;
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const go = (path: string) => {
    trackAction('home-menu', { href: path });
    emit('rx-navigate', { path });
  };
  const signOut = () => {
    setConfirmingSignOut(false);
    if (!endSession(config.identity, 'user')) return;
    emit('rx-signed-out', { reason: 'user' });
    emit('rx-navigate', { path: '/login', replace: true });
  };

  return (
    <>
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
    </>
  );
}
