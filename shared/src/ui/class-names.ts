/** Joins the truthy class names: `cx(styles.button, loading && styles.loading)`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
