import { useTranslation } from 'react-i18next';

const SECTIONS = ['account', 'health', 'messages', 'texts', 'changes'] as const;

/** The general terms shown when the brand's PDF cannot be loaded (spec 02 §8). */
export function FallbackTerms({ pharmacy }: { pharmacy: string }) {
  const { t } = useTranslation('terms');
  return (
    <article aria-labelledby="rx-terms-fallback-title" part="fallback">
      <h3 id="rx-terms-fallback-title">{t('fallback.title')}</h3>
      <p>{t('fallback.notice')}</p>
      <p>{t('fallback.intro', { pharmacy })}</p>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h4>{t(`fallback.${section}.heading`)}</h4>
          <p>{t(`fallback.${section}.body`)}</p>
        </section>
      ))}
    </article>
  );
}
