/**
 * Tells React's onChange (and so react-hook-form's `register`) that the input's value changed after imask
 * wrote it outside an `input` event (a blur, the country dropdown, a value set from outside). A `change`
 * event, which React reads like `input`: imask listens to `input` only, and has already seen the value.
 */
export function announceChange(input: HTMLInputElement): void {
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
