import type { CartProduct } from '@storefront/shared/contract';
import type { Money } from '@storefront/shared/query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionHeading } from '../common/section-heading';
import { groupCartLines, lineCountCap } from '../domain/cart-rules';
import { CartLine } from './cart-line';
import styles from './cart-lines.module.css';

export interface CartLinesProps {
  products: Record<string, CartProduct>;
  busy: boolean;
  money: Money;
  onForget(key: string): void;
}

/** Spec §2: the product list grouped as default, related (add-ons) and unavailable. */
export function CartLines({ products, busy, money, onForget }: CartLinesProps) {
  const { t } = useTranslation('cart');
  const all = Object.values(products);
  const groups = groupCartLines(all);
  const sections = [
    { id: 'default', title: t('view.products'), lines: groups.default, visibleTitle: false },
    { id: 'related', title: t('view.related'), lines: groups.related, visibleTitle: true },
    { id: 'unavailable', title: t('view.unavailable'), lines: groups.unavailable, visibleTitle: true },
  ] as const;
  return (
    <div className={styles.groups}>
      {sections.map((section) =>
        section.lines.length === 0 ? null : (
          <LineGroup key={section.id} title={section.title} visibleTitle={section.visibleTitle}>
            {section.lines.map((line) => (
              <CartLine
                key={line.key}
                line={line}
                cap={lineCountCap(line, all)}
                busy={busy}
                money={money}
                onForget={onForget}
              />
            ))}
          </LineGroup>
        ),
      )}
    </div>
  );
}

function LineGroup({
  title,
  visibleTitle,
  children,
}: {
  title: string;
  visibleTitle: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const { Heading } = useSectionHeading();
  return (
    <section aria-labelledby={id} className={styles.group}>
      <Heading id={id} className={visibleTitle ? styles.title : styles.hiddenTitle}>
        {title}
      </Heading>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}
