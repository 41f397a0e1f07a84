import { useId } from 'react';

export interface FieldIds {
  /** The control's id, the label's `htmlFor`. */
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

/** Stable ids for a field's control, label, hint and error (the given id, else a generated one). */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const base = id ?? generated;
  return { controlId: base, labelId: `${base}-label`, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** The `aria-describedby` list: the hint and error that are shown, plus any the caller gave. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}
