import { useTranslation } from 'react-i18next';
import { useSheet } from '../../../core/theme/define-styles';
import { Button } from '../../../core/ui/button';
import { SETTINGS_ENTRIES, type SettingsScreen } from '../model/settings-screen';
import { settingsStyles } from './settings.styles';

export interface SettingsListProps {
  withCarePrograms: boolean;
  careProgramsEnabled: boolean;
  onOpen: (screen: SettingsScreen) => void;
  onSignOut: () => void;
}

/** The main list: 1 login, 2 communications, 3 care programs (care-program variant), 4 support; then sign-out. */
export function SettingsList({ withCarePrograms, careProgramsEnabled, onOpen, onSignOut }: SettingsListProps) {
  const { t } = useTranslation('settings');
  const { list, entry, entryHint } = useSheet(settingsStyles);
  const entries = SETTINGS_ENTRIES.filter((number) => number !== 3 || withCarePrograms);
  return (
    <>
      <ul className={list} part="list">
        {entries.map((number) => (
          <li key={number}>
            <button type="button" className={entry} part="entry" disabled={number === 3 && !careProgramsEnabled} onClick={() => onOpen(number)}>
              <span>
                {t(`entries.${number}.title`)}
                <span className={entryHint}>{t(`entries.${number}.hint`)}</span>
              </span>
              <span aria-hidden="true">›</span>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" part="sign-out-button" onClick={onSignOut}>
        {t('common:signOut.action')}
      </Button>
    </>
  );
}
