import { initI18n } from '@storefront/shared/i18n';
import { cleanup, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CodeInput } from './code-input';

beforeAll(() => initI18n({ lng: 'en' }));
afterEach(cleanup);

const box = (index: number) => screen.getByTestId(`code-input-${index}`) as HTMLInputElement;
const values = () => [0, 1, 2, 3].map((index) => box(index).value).join('|');
const type = (index: number, value: string) => fireEvent.change(box(index), { target: { value } });

function paste(index: number, text: string) {
  const event = createEvent.paste(box(index), {
    clipboardData: { getData: () => text },
  });
  fireEvent(box(index), event);
}

function Controlled({ onComplete }: { onComplete(code: string): void }) {
  const [code, setCode] = useState('');
  return (
    <>
      <CodeInput value={code} onChange={setCode} onComplete={onComplete} />
      <button type="button" onClick={() => setCode('')}>
        Clear
      </button>
    </>
  );
}

describe('CodeInput (spec §5 verification code)', () => {
  it('is four single-digit boxes named for screen readers, with their QA test ids', () => {
    render(<CodeInput />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(box(0).getAttribute('aria-label')).toBe('Digit 1 of 4');
    expect(box(3).getAttribute('aria-label')).toBe('Digit 4 of 4');
    expect(box(0).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(0).inputMode).toBe('numeric');
  });

  it('moves to the next box as digits are typed and ignores anything but digits', () => {
    render(<CodeInput />);
    box(0).focus();
    type(0, '1');
    expect(document.activeElement).toBe(box(1));
    type(1, 'a');
    expect(values()).toBe('1|||');
    type(1, '2');
    expect(document.activeElement).toBe(box(2));
  });

  it('spreads a paste over the boxes and completes the code', () => {
    const onComplete = vi.fn();
    render(<CodeInput onComplete={onComplete} />);
    paste(0, ' 12-34 ');
    expect(values()).toBe('1|2|3|4');
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('spreads a part of a code from the box it was pasted into', () => {
    render(<CodeInput />);
    type(0, '9');
    paste(1, '87');
    expect(values()).toBe('9|8|7|');
    expect(document.activeElement).toBe(box(3));
  });

  it('takes an SMS autofill of the whole code in the first box', () => {
    const onComplete = vi.fn();
    render(<CodeInput onComplete={onComplete} />);
    type(0, '5678');
    expect(values()).toBe('5|6|7|8');
    expect(onComplete).toHaveBeenCalledWith('5678');
  });

  it('calls onComplete once, when the fourth digit goes in', () => {
    const onComplete = vi.fn();
    render(<CodeInput onComplete={onComplete} />);
    for (const [index, digit] of ['1', '2', '3'].entries()) type(index, digit);
    expect(onComplete).not.toHaveBeenCalled();
    type(3, '4');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('goes back with Backspace on an empty box, clearing the digit before', () => {
    render(<CodeInput />);
    type(0, '1');
    type(1, '2');
    box(2).focus();
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(values()).toBe('1|||');
    expect(document.activeElement).toBe(box(1));
  });

  it('replaces a digit typed over an existing one', () => {
    render(<CodeInput />);
    type(0, '1');
    type(1, '2');
    const first = box(0);
    first.focus();
    first.setSelectionRange(2, 2);
    fireEvent.change(first, { target: { value: '17', selectionStart: 2 } });
    expect(values()).toBe('7|2||');
  });

  it('can be cleared from outside when controlled (a wrong code clears after a moment)', () => {
    const onComplete = vi.fn();
    render(<Controlled onComplete={onComplete} />);
    paste(0, '4321');
    expect(onComplete).toHaveBeenCalledWith('4321');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(values()).toBe('|||');
  });

  it('marks the boxes invalid and shows the error', () => {
    render(<CodeInput error="Wrong code" errorTestId="code-error" />);
    expect(box(0).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('code-error').textContent).toContain('Wrong code');
  });
});
