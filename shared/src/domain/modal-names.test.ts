import { describe, expect, it } from 'vitest';
import { CONFIRM_MODALS, DEFAULT_MODALS, isModalName, modalKind } from './modal-names';

describe('modal kinds (spec §2)', () => {
  it('lists twelve default-type and nine confirm-type modals', () => {
    expect(DEFAULT_MODALS).toHaveLength(12);
    expect(CONFIRM_MODALS).toHaveLength(9);
  });

  it('classifies each modal by name', () => {
    expect(modalKind('CartModal')).toBe('default');
    expect(modalKind('ServerErrorModal')).toBe('confirm');
    expect(modalKind('ConfirmChangeTakeaway')).toBe('confirm');
  });

  it('recognises modal names from untrusted input such as the modal query parameter', () => {
    expect(isModalName('UserLoginModal')).toBe(true);
    expect(isModalName('NotAModal')).toBe(false);
    expect(isModalName(null)).toBe(false);
  });
});
