import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../core/context/element-context';
import { useSheet } from '../../../core/theme/define-styles';
import { buttonStyles } from '../../../core/ui/button.styles';
import { enrollPathOf } from '../model/enroll-path';
import { NavLink } from './nav-link';
import { useLoginStyles } from './login-styles';

/**
 * What some brands add under the login form (spec 01 §2): the warehouse-retail brand shows a
 * privacy link and an enroll button, the health-network brand an enroll text link. The enroll
 * button is a link drawn as a button, so it can be opened in a new tab like the others; both carry
 * the brand's enrollment code, which the enrollment page needs.
 */
export function BrandExtras({ privacyUrl }: { privacyUrl: string }) {
  const { t } = useTranslation('login');
  const { flags, id: brandId } = useBrand();
  const styles = useLoginStyles();
  const button = useSheet(buttonStyles);
  const enrollPath = enrollPathOf(brandId);
  const enrollButtonTo = flags.enrollButton ? enrollPath : null;
  const enrollLinkTo = flags.enrollLink ? enrollPath : null;
  if (!enrollButtonTo && !enrollLinkTo && !flags.privacyLink) return null;
  return (
    <div className={styles.column} part="brand-extras">
      {enrollButtonTo && (
        <NavLink to={enrollButtonTo} className={`${button.base} ${button.secondary} ${button.full}`}>
          {t('brand.enroll')}
        </NavLink>
      )}
      {enrollLinkTo && (
        <NavLink to={enrollLinkTo} className={styles.link}>
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
