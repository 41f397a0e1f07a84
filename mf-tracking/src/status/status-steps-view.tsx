import type { OrderStatusAlias } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { VisuallyHidden } from '@storefront/shared/ui';
import { Ban, Bike, ChefHat, ClipboardCheck, type LucideIcon, PackageCheck, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StatusStep } from './status-steps';
import styles from './status-steps-view.module.css';

const ICONS: Record<OrderStatusAlias, LucideIcon> = {
  waiting_for_payment: Wallet,
  accepted: ClipboardCheck,
  cooking: ChefHat,
  sent: Bike,
  done: PackageCheck,
  canceled: Ban,
};

const STATE_KEYS = { done: 'stepDone', current: 'stepCurrent', upcoming: 'stepNext' } as const;

/** The status icons in order; the current one is the list's `aria-current="step"`. */
export function StatusStepsView({ steps }: { steps: readonly StatusStep[] }) {
  const { t } = useTranslation('tracking');
  return (
    <ol className={styles.steps} aria-label={t('trackingView.progress')}>
      {steps.map(({ alias, state }) => {
        const Icon = ICONS[alias];
        return (
          <li
            key={alias}
            className={styles.step}
            data-state={state}
            data-alias={alias}
            data-testid={testIds.tracking.statusIcon(alias)}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.icon} aria-hidden="true">
              <Icon size={22} focusable="false" />
            </span>
            <span className={styles.label}>
              {t(`statuses.${alias}`)}
              <VisuallyHidden>{`, ${t(`trackingView.${STATE_KEYS[state]}`)}`}</VisuallyHidden>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
