import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../core/context/element-context';
import type { LoginMessage } from '../model/auth-errors';
import { LanguageChooser } from './language-chooser';
import { MessageAlert } from './message-alert';
import { useLoginStyles } from './login-styles';

export interface ScreenFrameProps {
  /** Names the screen; it receives focus when the screen replaces another one. */
  title: ReactNode;
  /** Identifies the screen, so a change of screen moves focus to the new heading. */
  screenKey: string;
  /** Focus the heading on this render (not on the element's first render). */
  focusHeading: boolean;
  message?: LoginMessage;
  children: ReactNode;
}

/** The card every access screen sits in: heading, language chooser, message, content, copyright. */
export function ScreenFrame({ title, screenKey, focusHeading, message, children }: ScreenFrameProps) {
  const { t } = useTranslation('login');
  const brand = useBrand();
  const styles = useLoginStyles();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [screenKey, focusHeading]);

  return (
    <section className={styles.card} part="card" aria-labelledby={`rx-login-${screenKey}-title`} data-screen={screenKey}>
      <div className={styles.header}>
        <h2 id={`rx-login-${screenKey}-title`} ref={heading} tabIndex={-1} className={styles.heading}>
          {title}
        </h2>
        <LanguageChooser className={styles.language} />
      </div>
      <MessageAlert message={message} />
      {children}
      <footer className={styles.footer} part="footer">
        <p>{t('footer', { year: new Date().getFullYear(), brand: brand.name })}</p>
      </footer>
    </section>
  );
}
