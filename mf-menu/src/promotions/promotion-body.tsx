import styles from './promotions.module.css';

/** A promotion's description: trusted HTML written by the brand's editors (contract: promotion.ts). */
export function PromotionBody({ html, id }: { html: string; id?: string }) {
  return (
    <div
      id={id}
      className={styles.body}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the API serves editor-authored HTML for this field
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
