import { useTranslation } from 'react-i18next';
import { isLanguage, setLanguage } from '../../../core/i18n/i18n';
import { Select } from '../../../core/ui/select';

/** Switches every element of the page to English or Spanish and remembers the choice in the browser. */
export function LanguageChooser({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <div className={className}>
      <Select
        label={t('language.label')}
        value={current}
        autoComplete="off"
        options={[
          { value: 'en', label: t('language.en') },
          { value: 'es', label: t('language.es') },
        ]}
        onChange={(value) => {
          if (isLanguage(value)) setLanguage(value);
        }}
      />
    </div>
  );
}
