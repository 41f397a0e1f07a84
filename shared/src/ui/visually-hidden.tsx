import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** The class behind it, for an element that must keep its own tag (a `<legend>`, a `<label>`). */
export const visuallyHiddenClass = styles.hidden;

/** Text for screen readers only: the words behind an icon or a struck-through price. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} className={styles.hidden}>
      {children}
    </span>
  );
}
