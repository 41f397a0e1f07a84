import styles from './icon-button.module.css';

/**
 * The look of a round icon-only button (dismiss an alert, forget a cart line): `<button
 * className={cx(iconButtonClass, styles.mine)}>`; the caller adds its margins, hover and focus colours.
 */
export const iconButtonClass = styles.iconButton;
