import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid';

afterEach(() => {
  document.body.innerHTML = '';
});

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form') as HTMLFormElement;
}

describe('focusFirstInvalid (a refused submit shows what to fix)', () => {
  it('focuses and scrolls to the first invalid field in document order', () => {
    const root = form(`
      <input id="name" />
      <input id="room" aria-invalid="true" />
      <input id="email" aria-invalid="true" />`);
    const room = root.querySelector<HTMLInputElement>('#room') as HTMLInputElement;
    const scroll = vi.fn();
    room.scrollIntoView = scroll;
    expect(focusFirstInvalid(root)).toBe(room);
    expect(document.activeElement).toBe(room);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
  });

  it("focuses a group's first control when the group carries the error", () => {
    const root = form(`
      <fieldset><input type="radio" id="cash" name="t" /><input type="radio" name="t" />
      <p data-field-error>Required field</p></fieldset>
      <input aria-invalid="true" id="later" />`);
    expect(focusFirstInvalid(root)?.id).toBe('cash');
    expect(document.activeElement?.id).toBe('cash');
  });

  it('does nothing when nothing is marked', () => {
    const root = form('<input id="name" />');
    expect(focusFirstInvalid(root)).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});
