// Dev harness only: renders the shared modal stack like the shell's ModalHost — the remote's own
// modals, and for another team's modal its name (or what the remote offers instead).
import { useModalStore } from '@storefront/shared/stores';
import { ModalFrame, type ModalSize } from '@storefront/shared/ui';
import type { ComponentType, ReactNode } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: each modal takes its own props from the store
export type DevModals = Record<string, ComponentType<any>>;

export interface DevModalHostProps {
  /** The remote's own modals by name. */
  own: DevModals;
  /** A modal's frame size; `m` by default. */
  size?(name: string): ModalSize;
  /** What stands for another team's modal; its name by default. */
  foreign?(name: string, close: () => void): ReactNode;
}

export function DevModalHost({ own, size, foreign }: DevModalHostProps) {
  const stack = useModalStore((state) => state.stack);
  const close = useModalStore((state) => state.close);
  return stack.map((entry, index) => {
    const Own = own[entry.name];
    return (
      <ModalFrame
        key={entry.id}
        name={entry.name}
        onClose={close}
        topmost={index === stack.length - 1}
        aria-label={entry.name}
        size={size?.(entry.name) ?? 'm'}
      >
        {Own ? (
          <Own {...entry.props} onClose={close} />
        ) : (
          (foreign?.(entry.name, close) ?? <p>{`${entry.name} (another team's modal)`}</p>)
        )}
      </ModalFrame>
    );
  });
}
