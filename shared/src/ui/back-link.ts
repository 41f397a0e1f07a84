import styles from './back-link.module.css';

/** The look of a "back" link or button above a page's title (profile, tracking, sign-in's code step). */
export const backLinkClass = styles.back;
