import { useMoney } from '@storefront/shared/query';
import { useSessionStore } from '@storefront/shared/stores';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBasePath } from '../common/use-base-path';
import { useBalance } from '../session/use-balance';
import styles from './bonus.module.css';

/**
 * The bonus label (spec §1, §6): a guest sees it without a balance and is sent to /bonus; a signed-in
 * customer sees the balance once it arrives (1 s after sign-in or start), where the program applies.
 */
export function BonusLabel({ basePath }: { basePath?: string }) {
  const { t } = useTranslation('account');
  const base = useBasePath(basePath);
  const signedIn = useSessionStore((state) => state.user !== null);
  const balance = useBalance();
  const money = useMoney();
  const points = signedIn ? (balance.data?.balance ?? null) : null;

  return (
    <Link
      to={`${base}/bonus`}
      className={styles.label}
      aria-busy={(signedIn && balance.isFetching) || undefined}
    >
      <Gift aria-hidden="true" size={18} />
      <span>
        {points === null ? t('bonus.label') : t('bonus.balance', { balance: money.format(points) })}
      </span>
    </Link>
  );
}
