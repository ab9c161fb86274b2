import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { Button } from '../../../core/ui/button';

const styles = defineStyles({
  card: css`
    max-width: 36em;
    margin: calc(var(--rx-space) * 4) auto;
    padding: calc(var(--rx-space) * 4) calc(var(--rx-space) * 3);
    background: var(--rx-color-surface);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    text-align: center;
  `,
  logoClass: css`
    display: block;
    max-width: 18em;
    max-height: 4em;
    margin: 0 auto calc(var(--rx-space) * 2);
  `,
});

export interface InfoScreenProps {
  title: string;
  body: string;
  /** The way on: home when signed in, otherwise sign-in. */
  signedIn: boolean;
  onNavigate: (path: string) => void;
  logo?: string;
  brandName: string;
  part: string;
}

/** The not-found page and the placeholder of a page not built yet: a heading, a line, a way on. */
export function InfoScreen({ title, body, signedIn, onNavigate, logo, brandName, part }: InfoScreenProps) {
  const { t } = useTranslation('portal');
  const { card, logoClass } = useSheet(styles);
  return (
    <section className={card} part={part} aria-labelledby={`rx-portal-${part}-title`}>
      {logo && <img className={logoClass} src={logo} alt={brandName} />}
      <h2 id={`rx-portal-${part}-title`}>{title}</h2>
      <p>{body}</p>
      <Button variant="secondary" onClick={() => onNavigate(signedIn ? '/home' : '/login')}>
        {signedIn ? t('goHome') : t('goToLogin')}
      </Button>
    </section>
  );
}
