// The phone field's masking engine: imask (only its input controller and pattern mask, not its date,
// number and other masks) driven by a city's `#`-mask, with the spec's rules (§5) on top.
import {
  caretAfterNationalDigits,
  maskPhoneInput,
  nationalDigits,
  type PhoneMaskRule,
  phoneMaskPrefix,
  phoneMaskSlots,
} from '@storefront/shared/domain';
import HTMLInputMaskElement from 'imask/esm/controls/html-input-mask-element';
import InputMask from 'imask/esm/controls/input';
import type { EventHandlers } from 'imask/esm/controls/mask-element';
import ActionDetails from 'imask/esm/core/action-details';
import type { AppendFlags } from 'imask/esm/masked/base';
import MaskedPattern from 'imask/esm/masked/pattern';

/** The characters imask's pattern syntax reads as placeholders or markup (`0` digit, `a` letter, …). */
const IMASK_SYNTAX = new Set(['0', 'a', '*', '[', ']', '{', '}', '`', '\\']);

/**
 * A city's mask in imask's pattern syntax: each `#` is a digit placeholder (`0`), everything else is a
 * fixed character, escaped where imask would read it as syntax (the `0` of `+90`).
 */
export function imaskPattern(mask: string): string {
  return [...mask].map((char) => (char === '#' ? '0' : IMASK_SYNTAX.has(char) ? `\\${char}` : char)).join('');
}

export interface PhoneMaskOptions {
  mask: string;
  lazy: true;
  prepare(chars: string, masked: { value: string; unmaskedValue: string }, flags: AppendFlags): string;
}

/**
 * imask's options for a city's mask. imask formats what is typed, keeps the caret, steps over the
 * fixed characters and refuses letters; `prepare` adds the spec's rules where a number starts (typed,
 * pasted, autofilled or set): `89161234567`, `+8 916…`, `+7 (916) 123-45-67` and `9161234567` all
 * become `+7 (916) 123-45-67` (the domain's `nationalDigits`), and the bare code (`7`) opens the prefix
 * `+7 (`. Elsewhere in a number, what is typed goes to imask as it is.
 */
function phoneMaskOptions(rule: PhoneMaskRule): PhoneMaskOptions {
  return {
    mask: imaskPattern(rule.mask),
    lazy: true,
    prepare(chars, masked, flags) {
      // The tail imask re-appends after an edit in the middle, and digits after the first, pass as is.
      if (!flags.input || flags.tail || masked.unmaskedValue) return chars;
      const head = masked.value;
      const national = nationalDigits(head + chars, rule);
      const prefix = national ? phoneMaskPrefix(rule) : maskPhoneInput(head + chars, rule);
      const rest = prefix.startsWith(head) ? prefix.slice(head.length) : '';
      // The prefix is written out before the digits: imask takes a typed character equal to a fixed
      // one as that character, so the 9 of `9…` would otherwise vanish into the `+90` of Turkey.
      return rest + national;
    },
  };
}

/** imask's model of a city's mask without an element: formats a value the way the field would. */
export function createPhoneFormatter(rule: PhoneMaskRule): (value: string) => string {
  const masked = new MaskedPattern(phoneMaskOptions(rule));
  return (value) => {
    masked.resolve(value, { input: true });
    return masked.value;
  };
}

/** React's record of the value it last saw on an input (`react-dom`'s input value tracking). */
interface ReactTrackedInput extends HTMLInputElement {
  _valueTracker?: { setValue(value: string): void };
}

/**
 * The input as imask sees it, with one change for React: React records every `input.value = …` as
 * its own, so a value imask re-masks during an `input` event would look unchanged to it, and
 * `onChange` (and react-hook-form's `register`) would miss the keystroke. After imask's write, React's
 * record goes back to the value before it, so React sees the edit, with the masked text.
 */
class ReactInputMaskElement extends HTMLInputMaskElement {
  declare input: ReactTrackedInput;
  private saveSelection?: () => void;

  // imask reads the selection an edit replaces from the last keydown. An edit without a key (a number
  // selected with the mouse and pasted over, an autofill, a test's `fill`) would be taken for an
  // insertion at the old caret and refused: the selection is also read just before every edit.
  /** Runs before imask reads an edit; true when it took the edit itself. */
  takeEdit?: () => boolean;

  override bindEvents(handlers: EventHandlers): void {
    super.bindEvents({ ...handlers, input: (event) => this.takeEdit?.() || handlers.input(event) });
    this.saveSelection = () => handlers.selectionChange();
    this.input.addEventListener('beforeinput', this.saveSelection);
  }
  override unbindEvents(): void {
    if (this.saveSelection) this.input.removeEventListener('beforeinput', this.saveSelection);
    super.unbindEvents();
  }

  override get value(): string {
    return this.input.value;
  }
  override set value(value: string) {
    const previous = this.input.value;
    this.input.value = value;
    this.input._valueTracker?.setValue(previous);
  }
}

export interface PhoneMask {
  /** imask's controller of the input: its `value`, `unmaskedValue` (national digits), `updateValue()`. */
  readonly imask: InputMask<PhoneMaskOptions>;
  /** The rule the mask follows now. */
  readonly rule: PhoneMaskRule;
  /** Moves the mask to another country's rule (the country dropdown), keeping the national digits. */
  setRule(rule: PhoneMaskRule, national: string): void;
  destroy(): void;
}

/**
 * Attaches imask to a phone input. Besides imask's own work it applies the +8 9 → +79 rule when the 8
 * and the 9 come in separate keystrokes (an 8 alone is a national digit until a 9 follows it).
 */
export function attachPhoneMask(input: HTMLInputElement, initialRule: PhoneMaskRule): PhoneMask {
  let rule = initialRule;
  const create = () => {
    const imask = new InputMask(element, phoneMaskOptions(rule));
    imask.on('accept', () => {
      const national = nationalDigits(imask.value, rule);
      if (national === imask.unmaskedValue) return;
      const caret = input.selectionStart ?? imask.value.length;
      const digitsBeforeCaret = nationalDigits(imask.value.slice(0, caret), rule).length;
      imask.unmaskedValue = national;
      if (input.ownerDocument.activeElement === input)
        imask.updateCursor(caretAfterNationalDigits(imask.value, digitsBeforeCaret, rule));
    });
    return imask;
  };
  const element = new ReactInputMaskElement(input);
  // A whole number typed or pasted in one go (a paste, an autofill) replaces the number in the field,
  // wherever the caret stood: imask alone would insert it at the caret and, the mask being full,
  // refuse it.
  element.takeEdit = () => {
    if (!imask.unmaskedValue) return false;
    const edit = new ActionDetails({
      value: input.value,
      cursorPos: input.selectionEnd ?? input.value.length,
      oldValue: imask.displayValue,
      oldSelection: { ...imask._selection },
    });
    if (nationalDigits(edit.inserted, rule).length < phoneMaskSlots(rule.mask)) return false;
    imask.value = edit.inserted;
    imask.updateCursor(imask.value.length);
    return true;
  };
  let imask = create();
  return {
    get imask() {
      return imask;
    },
    get rule() {
      return rule;
    },
    setRule(next, national) {
      // A new controller: imask's pattern does not re-read a changed mask reliably in place.
      imask.destroy();
      rule = next;
      element.value = '';
      imask = create();
      imask.unmaskedValue = national;
    },
    destroy: () => imask.destroy(),
  };
}
