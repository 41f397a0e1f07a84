/**
 * Sets an input's value as if typed: through the native setter (so React's change tracking notices)
 * followed by an `input` event, so React's onChange and react-hook-form's register both see it.
 */
export function setInputValue(input: HTMLInputElement, value: string): void {
  if (input.value === value) return;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (setter) setter.call(input, value);
  else input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
