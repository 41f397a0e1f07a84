import type { ReactNode } from 'react';
import styles from './content-page.module.css';

/** Frame of the shell's text pages: one heading, readable measure. */
export function ContentPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </article>
  );
}
