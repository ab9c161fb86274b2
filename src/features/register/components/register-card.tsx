import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';

const styles = defineStyles({
  card: css`
    max-width: 40em;
    padding: calc(var(--rx-space) * 3);
    background: var(--rx-color-surface);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
  `,
});

/** The register element's card with its heading; every state of the screen shows inside it. */
export function RegisterCard({ busy, children }: { busy?: boolean; children: ReactNode }) {
  const { t } = useTranslation('register');
  const { card } = useSheet(styles);
  return (
    <section className={card} part="card" aria-labelledby="rx-register-title" aria-busy={busy ? 'true' : undefined}>
      <h2 id="rx-register-title">{t('title')}</h2>
      {children}
    </section>
  );
}
