import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { passwordProblems, type PasswordProblem } from '../../../core/validation/password';

const styles = defineStyles({
  title: css`
    margin: 0;
    font-size: 0.875em;
    font-weight: 600;
  `,
  list: css`
    margin: 4px 0 calc(var(--rx-space) * 2);
    padding-inline-start: 0;
    list-style: none;
    font-size: 0.875em;
  `,
  item: css`
    display: flex;
    gap: 6px;
    &[data-met='true'] {
      color: var(--rx-color-success);
    }
  `,
});

const rules: readonly PasswordProblem[] = ['tooShort', 'tooLong', 'whitespace', 'lowercase', 'uppercase', 'digit', 'special'];

/** The password rules of spec 01 §5, each marked as met or missing while the patient types. */
export function PasswordHint({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('login');
  const { title, list, item } = useSheet(styles);
  const broken = new Set(passwordProblems(password));
  return (
    <div id={id} part="password-hint">
      <p className={title}>{t('passwordHint.title')}</p>
      <ul className={list}>
        {rules.map((rule) => {
          const met = !broken.has(rule);
          return (
            <li key={rule} className={item} data-met={met}>
              <span aria-hidden="true">{met ? '✓' : '•'}</span>
              <span>
                {t(`passwordHint.${rule}`)}
                <span className="rx-visually-hidden"> ({t(met ? 'passwordHint.met' : 'passwordHint.notMet')})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
