// After a refused submit the customer is taken to what needs fixing (with the apartment empty,
// Pay left the page at the bottom and the field's error 1,000 px above, unseen).

/** What marks a field that needs attention: a control with aria-invalid, or an error of a group. */
const INVALID = '[aria-invalid="true"], [data-field-error]';

/**
 * Focuses the first field in the form that needs attention, in document order, and scrolls it to the
 * middle of the screen. A group's error (payment types) focuses the group's first control. Returns the
 * element focused, or null when nothing in the form is marked.
 */
export function focusFirstInvalid(form: HTMLElement): HTMLElement | null {
  const marked = form.querySelector<HTMLElement>(INVALID);
  if (!marked) return null;
  const target = marked.matches('[data-field-error]')
    ? (marked.parentElement?.querySelector<HTMLElement>('input, select, textarea, button') ?? marked)
    : marked;
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return target;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
