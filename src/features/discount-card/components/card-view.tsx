import { useTranslation } from 'react-i18next';
import { DISCOUNT_AMOUNT } from '../../../domain/patient/discount-card';
import type { DiscountCard } from '../../../domain/patient/discount-card.schema';
import { useSheet } from '../../../core/theme/define-styles';
import { discountCardStyles } from './discount-card.styles';

/** The card itself: the picture when the brand has one, otherwise ID, BIN, GRP and PCN; and the helpline. */
export function CardView({ card }: { card: DiscountCard }) {
  const { t } = useTranslation('discount-card');
  const styles = useSheet(discountCardStyles);
  return (
    <div part="discount-card" className={styles.card}>
      <p className={styles.amount}>{t('amount', { amount: DISCOUNT_AMOUNT })}</p>
      {card.discountUrl ? (
        <img className={styles.image} src={card.discountUrl} alt={t('imageAlt', { memberId: card.memberId })} />
      ) : (
        <dl className={styles.fields} part="card-fields">
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
        <a className={styles.link} part="helpline" href={`tel:${card.helpline}`}>
          {card.helpline}
        </a>
      </p>
    </div>
  );
}
