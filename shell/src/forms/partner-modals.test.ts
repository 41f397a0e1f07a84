import { describe, expect, it } from 'vitest';
import { decimalInput } from './partner-modals';

describe("the landlord form's area (it accepted letters)", () => {
  it('keeps digits and one decimal point, a comma reading as one', () => {
    expect(decimalInput('много')).toBe('');
    expect(decimalInput('6a4')).toBe('64');
    expect(decimalInput('64,5')).toBe('64.5');
    expect(decimalInput('6.4.5 м²')).toBe('6.45');
    expect(decimalInput('.5')).toBe('.5');
  });
});
