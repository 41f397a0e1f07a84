import type { ReactNode } from 'react';
import styles from './content-page.module.css';

interface ContentPageProps {
  title: string;
  /** One line under the heading. */
  lead?: string;
  /** Room for card grids next to the text; text blocks keep their own readable measure. */
  wide?: boolean;
  children?: ReactNode;
}

/** Frame of the shell's text pages: one heading, readable measure. */
export function ContentPage({ title, lead, wide = false, children }: ContentPageProps) {
  return (
    <article className={wide ? `${styles.page} ${styles.wide}` : styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </article>
  );
}
