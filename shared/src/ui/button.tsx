import type { ComponentPropsWithRef, MouseEvent } from 'react';
import styles from './button.module.css';
import { cx } from './class-names';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 's' | 'm' | 'l';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner in place of the label and ignores clicks (spec §2: order/save buttons). */
  loading?: boolean;
  fullWidth?: boolean;
}

/**
 * The button's look for a link that is an action ("to the menu", "see promotions"):
 * `<Link className={buttonClass()}>`, so a link never restyles the button by hand.
 */
export function buttonClass({
  variant = 'primary',
  size = 'm',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
} = {}) {
  return cx(styles.button, styles[variant], styles[size]);
}

/**
 * The storefront button. `type` defaults to "button" so a button inside a form never submits it by
 * accident; pass `type="submit"` for the one that should. While `loading`, it stays focusable and
 * keeps its accessible name, says `aria-busy`, and swallows clicks so an order is not sent twice.
 */
export function Button({
  variant = 'primary',
  size = 'm',
  loading = false,
  fullWidth = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      type={type}
      className={cx(
        buttonClass({ variant, size }),
        fullWidth && styles.fullWidth,
        loading && styles.loading,
        className,
      )}
      data-variant={variant}
      data-size={size}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      <span className={styles.label}>{children}</span>
      {loading && (
        <span className={styles.spinner}>
          <Spinner size="s" decorative />
        </span>
      )}
    </button>
  );
}
