import styles from './stack-list.module.css';

/** A `<ul>` of rows (saved addresses, gifts, an order's lines): `<ul className={stackListClass}>`. */
export const stackListClass = styles.stack;
