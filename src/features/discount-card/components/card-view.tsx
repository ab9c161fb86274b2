import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_AMOUNT, hasLongMemberId } from '../../../domain/patient/discount-card';
import type { DiscountCard } from '../../../domain/patient/discount-card.schema';
import { displayPhone } from '../../../domain/common/phone-display';
import { telHref } from '../../../domain/company/pharmacy-contact-format';
import { useSheet } from '../../../core/theme/define-styles';
import { buttonStyles } from '../../../core/ui/button.styles';
import { Button } from '../../../core/ui/button';
import { NavLink } from '../../../core/ui/nav-link';
import { discountCardStyles } from './discount-card.styles';

/**
 * The card itself: the picture when the brand has one, otherwise ID, BIN, GRP and PCN; the
 * helpline and the settings link. On a phone held upright a rotate hint stands in for it (spec 02
 * §2), with a button that shows it anyway, so the card is never locked to one orientation.
 */
export function CardView({ card }: { card: DiscountCard }) {
  const { t } = useTranslation('discount-card');
  const styles = useSheet(discountCardStyles);
  const button = useSheet(buttonStyles);
  const [showHere, setShowHere] = useState(false);
  const long = hasLongMemberId(card.memberId);
  return (
    <div className={styles.area} data-show-card={showHere}>
      <div data-rotate-hint="" part="rotate-hint" className={styles.rotateHint}>
        <span data-rotate-icon="" aria-hidden="true">
          ⟳
        </span>
        <p>{t('rotate.hint')}</p>
        <Button variant="secondary" part="button show-card-button" onClick={() => setShowHere(true)}>
          {t('rotate.showHere')}
        </Button>
      </div>
      <div data-card="" part="discount-card" className={styles.card} data-layout={long ? 'long' : 'standard'}>
        <div className={styles.header}>
          <p className={styles.amount}>{t('amount', { amount: DISCOUNT_AMOUNT })}</p>
          <NavLink to="/settings" part="settings-link" className={`${button.base} ${button.secondary}`}>
            {t('settings')}
          </NavLink>
        </div>
        {card.discountUrl ? (
          <img className={styles.image} src={card.discountUrl} alt={t('imageAlt', { memberId: card.memberId })} />
        ) : (
          <dl className={long ? `${styles.fields} ${styles.fieldsLong}` : styles.fields} part="card-fields">
            <dt>{t('fields.memberId')}</dt>
            <dd>{card.memberId}</dd>
            <dt>{t('fields.bin')}</dt>
            <dd>{card.rxBIN}</dd>
            <dt>{t('fields.grp')}</dt>
            <dd>{card.rxGRP}</dd>
            <dt>{t('fields.pcn')}</dt>
            <dd>{card.rxPCN}</dd>
          </dl>
        )}
        <p>
          {t('helpline')}{' '}
          <a className={styles.link} part="helpline" href={telHref(card.helpline)}>
            {displayPhone(card.helpline)}
          </a>
        </p>
      </div>
    </div>
  );
}
