import { useTranslation } from 'react-i18next';
import { useBrand, useEmit } from '../../../core/context/element-context';
import { Button } from '../../../core/ui/button';
import { NavLink } from './nav-link';
import { useLoginStyles } from './login-styles';

export const ENROLL_PATH = '/enroll-request';

/**
 * What some brands add under the login form (spec 01 §2): the warehouse-retail brand shows a
 * privacy link and an enroll button, the health-network brand an enroll text link.
 */
export function BrandExtras({ privacyUrl }: { privacyUrl: string }) {
  const { t } = useTranslation('login');
  const { flags } = useBrand();
  const emit = useEmit();
  const styles = useLoginStyles();
  if (!flags.enrollButton && !flags.enrollLink && !flags.privacyLink) return null;
  return (
    <div className={styles.column} part="brand-extras">
      {flags.enrollButton && (
        <Button variant="secondary" fullWidth onClick={() => emit('rx-navigate', { path: ENROLL_PATH })}>
          {t('brand.enroll')}
        </Button>
      )}
      {flags.enrollLink && (
        <NavLink to={ENROLL_PATH} className={styles.link}>
          {t('brand.enrollLink')}
        </NavLink>
      )}
      {flags.privacyLink && (
        <NavLink to={privacyUrl} className={styles.link}>
          {t('brand.privacy')}
        </NavLink>
      )}
    </div>
  );
}
