/**
 * What the modal host hands every modal's content. In a file of its own so that the shell's modals and
 * the registry that lazily loads them do not import each other.
 */
export interface ModalContentProps {
  /** Closes this modal (restoring the previous one, per the modal store's rules). */
  onClose(): void;
  [prop: string]: unknown;
}
