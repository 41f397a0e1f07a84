// The modifiers of a product (spec §4, §5): single modifiers and groups, each with its hint ("pick
// from {min} to {max}", "pick up to {count}", "pick {count}") and an asterisk when min is above 0.
// Groups whose max − min is 0 or 1 are pick-one lists (a click replaces the choice); the others count
// each modifier with plus/minus and stop at the group's max.

// The strings this module shows, registered before it renders (not in the first screen's script).
import '../i18n/product';
import type { Modifier, ModifierGroup, ProductModifiers } from '@storefront/shared/contract';
import { isSingleClickGroup, type ModifierSelection } from '@storefront/shared/domain';
import { testIds } from '@storefront/shared/qa';
import { Counter, cx, Price, VisuallyHidden } from '@storefront/shared/ui';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canDecreaseModifier, canIncreaseModifier, stepModifier } from '../domain/menu-rules';
import { clickGroupModifier, groupTotal, modifierHint } from '../domain/modifier-rules';
import { useMenuContext } from '../lib/use-menu-context';
import styles from './modifier-options.module.css';

export interface ModifierOptionsProps {
  modifiers: ProductModifiers;
  selection: ModifierSelection;
  onChange(selection: Record<number, number>): void;
  disabled?: boolean;
}

function Hint({ min, max, id }: { min: number; max: number; id: string }) {
  const { t } = useTranslation(['menu-product', 'common']);
  const hint = modifierHint({ min, max });
  const text =
    hint.key === 'range'
      ? t('productModal.hintRange', { min: hint.min, max: hint.max })
      : hint.key === 'upTo'
        ? t('productModal.hintUpTo', { count: hint.count })
        : t('productModal.hintExact', { count: hint.count });
  return (
    <span id={id} className={styles.hint}>
      {text}
    </span>
  );
}

function Asterisk() {
  const { t } = useTranslation('common');
  return (
    <>
      <span className={styles.star} aria-hidden="true">
        *
      </span>
      <VisuallyHidden>{` (${t('ui.required')})`}</VisuallyHidden>
    </>
  );
}

function ModifierPrice({ price }: { price: number }) {
  const { currency, fractional } = useMenuContext();
  if (price <= 0) return null;
  return (
    <span className={styles.price}>
      +<Price value={price} currency={currency} fractional={fractional} size="s" />
    </span>
  );
}

function ModifierImage({ modifier }: { modifier: Modifier }) {
  if (!modifier.image) return null;
  return (
    <img
      className={styles.image}
      src={modifier.image.url}
      width={modifier.image.width}
      height={modifier.image.height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

/** A modifier with a count: image, name, price, minus/count/plus. */
function CountedModifier({
  modifier,
  group,
  selection,
  onChange,
  disabled,
}: {
  modifier: Modifier;
  group: ModifierGroup | null;
  selection: ModifierSelection;
  onChange(selection: Record<number, number>): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(['menu-product', 'common']);
  const hintId = useId();
  const stopped = modifier.type === 'stop';
  const count = selection[modifier.id] ?? 0;
  // A single modifier with its own range says so, like a group does.
  const ownRange = group === null && (modifier.min > 0 || modifier.max > 1);
  return (
    <li
      className={cx(styles.row, count > 0 && styles.chosen, stopped && styles.stopped)}
      data-testid={testIds.menu.modifier(modifier.id)}
    >
      <ModifierImage modifier={modifier} />
      <span className={styles.rowText}>
        <span className={styles.name}>
          {modifier.name}
          {group === null && modifier.min > 0 && !stopped && <Asterisk />}
        </span>
        {stopped ? (
          <span className={styles.note}>{t('common:card.unavailable')}</span>
        ) : (
          <ModifierPrice price={modifier.price} />
        )}
        {ownRange && !stopped && <Hint id={hintId} min={modifier.min} max={modifier.max} />}
      </span>
      <Counter
        className={styles.counter}
        size="s"
        value={count}
        label={modifier.name}
        disabled={disabled || stopped}
        min={canDecreaseModifier(modifier, group, selection) ? count - 1 : count}
        max={canIncreaseModifier(modifier, group, selection) ? count + 1 : count}
        onChange={(next) => onChange(stepModifier(modifier, group, selection, next > count ? 1 : -1))}
        testIds={{ plus: testIds.menu.modifierPlus(modifier.id) }}
      />
    </li>
  );
}

/** A pick-one option: pressing it replaces the group's choice (or toggles a lone single modifier). */
function ToggleModifier({
  modifier,
  pressed,
  onPress,
  disabled,
  variant,
}: {
  modifier: Modifier;
  pressed: boolean;
  onPress(): void;
  disabled?: boolean;
  variant: 'segment' | 'row';
}) {
  const { t } = useTranslation(['menu-product', 'common']);
  const stopped = modifier.type === 'stop';
  return (
    <li className={variant === 'segment' ? styles.segmentItem : undefined}>
      <button
        type="button"
        className={cx(variant === 'segment' ? styles.segment : styles.toggle, pressed && styles.pressed)}
        aria-pressed={pressed}
        aria-disabled={disabled || stopped || undefined}
        onClick={() => {
          if (!disabled && !stopped) onPress();
        }}
        data-testid={testIds.menu.modifier(modifier.id)}
      >
        {variant === 'row' && <ModifierImage modifier={modifier} />}
        <span className={styles.rowText}>
          <span className={styles.name}>{modifier.name}</span>
          {stopped ? (
            <span className={styles.note}>{t('common:card.unavailable')}</span>
          ) : (
            <ModifierPrice price={modifier.price} />
          )}
        </span>
        {variant === 'row' && (
          <span className={styles.check} aria-hidden="true">
            {pressed && <Check size={16} strokeWidth={3} />}
          </span>
        )}
      </button>
    </li>
  );
}

function GroupOptions({
  group,
  selection,
  onChange,
  disabled,
}: {
  group: ModifierGroup;
  selection: ModifierSelection;
  onChange(selection: Record<number, number>): void;
  disabled?: boolean;
}) {
  const headingId = useId();
  const hintId = useId();
  const singleClick = isSingleClickGroup(group);
  // Short pick-one lists without pictures (sizes, dough) read best as a segmented switch.
  const segmented =
    singleClick && group.modifiers.length <= 4 && group.modifiers.every((modifier) => !modifier.image);
  const total = groupTotal(group, selection);
  return (
    <section
      className={styles.group}
      aria-labelledby={headingId}
      aria-describedby={hintId}
      data-total={total}
      data-max={group.max}
    >
      <h3 id={headingId} className={styles.groupName}>
        {group.name}
        {group.min > 0 && <Asterisk />}
      </h3>
      <Hint id={hintId} min={group.min} max={group.max} />
      <ul className={segmented ? styles.segments : styles.list}>
        {group.modifiers.map((modifier) =>
          singleClick ? (
            <ToggleModifier
              key={modifier.id}
              modifier={modifier}
              pressed={(selection[modifier.id] ?? 0) > 0}
              onPress={() => onChange(clickGroupModifier(group, selection, modifier.id))}
              disabled={disabled}
              variant={segmented ? 'segment' : 'row'}
            />
          ) : (
            <CountedModifier
              key={modifier.id}
              modifier={modifier}
              group={group}
              selection={selection}
              onChange={onChange}
              disabled={disabled}
            />
          ),
        )}
      </ul>
    </section>
  );
}

export function ModifierOptions({ modifiers, selection, onChange, disabled }: ModifierOptionsProps) {
  const { t } = useTranslation('menu-product');
  const headingId = useId();
  return (
    <div className={styles.options}>
      {modifiers.groups.map((group) => (
        <GroupOptions
          key={group.id}
          group={group}
          selection={selection}
          onChange={onChange}
          disabled={disabled}
        />
      ))}
      {modifiers.single.length > 0 && (
        <section className={styles.group} aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.groupName}>
            {t('productModal.extras')}
          </h3>
          <ul className={styles.list}>
            {modifiers.single.map((modifier) =>
              modifier.max <= 1 && modifier.min === 0 ? (
                <ToggleModifier
                  key={modifier.id}
                  modifier={modifier}
                  pressed={(selection[modifier.id] ?? 0) > 0}
                  onPress={() =>
                    onChange(
                      stepModifier(modifier, null, selection, (selection[modifier.id] ?? 0) > 0 ? -1 : 1),
                    )
                  }
                  disabled={disabled}
                  variant="row"
                />
              ) : (
                <CountedModifier
                  key={modifier.id}
                  modifier={modifier}
                  group={null}
                  selection={selection}
                  onChange={onChange}
                  disabled={disabled}
                />
              ),
            )}
          </ul>
        </section>
      )}
    </div>
  );
}
