// Mounts one exposed module of a remote inside its boundary (ARCHITECTURE rule 4): a Suspense skeleton
// while it loads, and an error boundary whose fallback block names the remote and offers a retry. A
// remote that is down or throws leaves the rest of the page working.
import { testIds } from '@storefront/shared/qa';
import { Button, Skeleton } from '@storefront/shared/ui';
import { type ComponentType, lazy, useContext, useMemo, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { reportError } from './error-reporting';
import type { RemoteId } from './federation/remote-ids';
import { loadedRemoteComponent, loadRemoteComponent, resetRemote, retryNeeds } from './federation/remotes';
import { TrackedSuspense } from './ready-marker';
import styles from './remote-slot.module.css';
import { ServerRemotesContext } from './server-remotes';

interface RemoteSlotProps<P> {
  remote: RemoteId;
  /** Exposed module name without the leading `./`, e.g. `HomePage`. */
  module: string;
  props: P;
  /** Skeleton shape while loading; a page-sized block by default. */
  fallback?: React.ReactNode;
  /** Called once the module's content has committed (rendered, or hydrated in place). */
  onShown?: () => void;
}

export function RemoteSlot<P extends object>({
  remote,
  module,
  props,
  fallback,
  onShown,
}: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const server = useContext(ServerRemotesContext);
  // A new lazy component per attempt, so a retry really loads again instead of reusing the failure.
  // On the server: the node build loaded before rendering, or a block the browser renders (the same
  // Suspense boundary, so the browser hydrates the server's HTML once its lazy module has arrived).
  // A retry (attempt > 0) always loads again.
  const Remote = useMemo(
    () =>
      server
        ? (server.get(remote, module) as ComponentType<P>)
        : // Loaded already (before hydrating, or on an earlier visit): rendered at once, no Suspense.
          (attempt === 0 && loadedRemoteComponent<P>(remote, module)) ||
          (lazy(() => loadRemoteComponent<P>(remote, module)) as ComponentType<P>),
    [server, remote, module, attempt],
  );

  const retry = () => {
    // The page's failed preloads of this remote poison its URLs for this document (retryNeeds).
    if (retryNeeds(remote) === 'reload') {
      window.location.reload();
      return;
    }
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };

  return (
    <div data-boundary={remote} className={styles.slot}>
      <ErrorBoundary
        resetKeys={[attempt]}
        onError={(error) => reportError(error, `remote:${remote}`)}
        fallbackRender={(fallbackProps) => (
          <RemoteFallback remote={remote} onRetry={retry} {...fallbackProps} />
        )}
      >
        <TrackedSuspense fallback={fallback ?? <Skeleton height={240} />} onShown={onShown}>
          <Remote {...props} />
        </TrackedSuspense>
      </ErrorBoundary>
    </div>
  );
}

function RemoteFallback({ remote, onRetry, error }: FallbackProps & { remote: RemoteId; onRetry(): void }) {
  const { t } = useTranslation(['common', 'shell']);
  console.warn(`[shell] ${remote} failed`, error);
  return (
    <section role="alert" className={styles.fallback} data-testid={testIds.shell.remoteFallback(remote)}>
      <p className={styles.message}>{t('shell:errors.remoteUnavailable')}</p>
      <Button variant="secondary" onClick={onRetry} data-testid={testIds.shell.remoteRetry(remote)}>
        {t('actions.retry')}
      </Button>
    </section>
  );
}
