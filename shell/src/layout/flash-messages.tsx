import { testIds } from '@storefront/shared/qa';
import { useFlashStore } from '@storefront/shared/stores';
import styles from './flash-messages.module.css';

/** Flash notifications (spec §2/§9: shown for 5 s), announced politely to screen readers. */
export function FlashMessages() {
  const messages = useFlashStore((state) => state.messages);
  return (
    <div className={styles.stack} aria-live="polite">
      {messages.map((message) => (
        <p
          key={message.id}
          className={styles.flash}
          data-kind={message.kind}
          data-testid={testIds.shell.flash}
        >
          {message.text}
        </p>
      ))}
    </div>
  );
}
