import type { Ref, RefCallback } from 'react';

/**
 * One callback ref that feeds several: a component's own ref and the one it was given (for example
 * react-hook-form's `register` ref), so both see the same DOM node.
 */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
