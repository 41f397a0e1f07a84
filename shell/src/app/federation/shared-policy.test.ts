// @vitest-environment node
// Build-time config (shared/federation.ts, node) and the MF runtime together: no DOM needed.
import { createInstance } from '@module-federation/enhanced/runtime';
import { SHARED_VERSION, sharedDependencies } from '@storefront/shared/federation';
import { describe, expect, it, vi } from 'vitest';
import fallbackPlugin from './fallback-plugin';
import { isRemoteUnavailable } from './marker';
import { mismatchReport, sharedMismatch } from './shared-policy';

const UI = '@storefront/shared/ui';
const [major = 0] = SHARED_VERSION.split('.').map(Number);
let instances = 0;

/**
 * The page as the runtime sees it: the shell's copy of `@storefront/shared/ui` already loaded, and a
 * remote consuming it with the share config its build declares for `requiredRange`.
 */
function loadAsRemote(requiredRange: string) {
  const remoteConfig = sharedDependencies({ requiredRange })[UI];
  const shellCopy = { marker: 'shell copy' };
  const instance = createInstance({
    name: `policy_test_${++instances}`,
    remotes: [],
    shared: {
      [UI]: {
        version: SHARED_VERSION,
        lib: () => shellCopy,
        shareConfig: { ...remoteConfig, requiredVersion: remoteConfig?.requiredVersion ?? false },
      },
    },
  });
  return { load: () => instance.loadShare(UI, { customShareInfo: { from: 'mf_menu' } }), shellCopy };
}

describe('the shared compatibility policy', () => {
  it('makes a remote declare its range strictly, and leaves the shell (the provider) without one', () => {
    const remote = sharedDependencies({ requiredRange: '^1.2.0' })[UI];
    expect(remote).toMatchObject({ singleton: true, requiredVersion: '^1.2.0', strictVersion: true });
    const shell = sharedDependencies({ eager: true })[UI];
    expect(shell?.strictVersion).toBeUndefined();
    expect(shell?.version).toBe(SHARED_VERSION);
  });

  it("runs a remote whose range the shell's shared satisfies on the shell's copy", async () => {
    const { load, shellCopy } = loadAsRemote(`^${SHARED_VERSION}`);
    const factory = await load();
    expect(factory && typeof factory === 'function' ? factory() : undefined).toBe(shellCopy);
  });

  it('refuses a remote that needs a newer shared, and the refusal reads as a mismatch', async () => {
    const newer = `^${major + 1}.0.0`;
    const { load } = loadAsRemote(newer);
    const error = await Promise.resolve()
      .then(load)
      .then(
        () => null,
        (thrown: unknown) => thrown,
      );
    expect(error).toBeInstanceOf(Error);
    expect(sharedMismatch(error)).toEqual({
      remote: expect.any(String),
      module: UI,
      required: newer,
      provided: SHARED_VERSION,
      provider: expect.any(String),
    });
  });

  it('says nothing of shared for other failures', () => {
    expect(sharedMismatch(new Error('Failed to fetch http://127.0.0.1:3001/mf-manifest.json'))).toBeNull();
    expect(sharedMismatch(undefined)).toBeNull();
  });

  it("turns a refused remote into its boundary's fallback, reporting the mismatch in the console", async () => {
    const error = new Error(
      '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @storefront/shared/ui does not satisfy the requirement of mf_menu which needs ^1.1.0)',
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const hook = fallbackPlugin().errorLoadRemote;
    const answer = await hook?.({ id: 'mf_menu/HomePage', error, lifecycle: 'onLoad' } as never);
    const module = typeof answer === 'function' ? (answer as () => unknown)() : undefined;
    expect(isRemoteUnavailable(module)).toBe(true);
    const report = mismatchReport({
      remote: 'mf_menu',
      module: UI,
      required: '^1.1.0',
      provided: '1.0.0',
      provider: 'shell',
    });
    expect(consoleError).toHaveBeenCalledWith(report);
    expect(report).toContain('mf_menu needs @storefront/shared/ui ^1.1.0, but the page provides 1.0.0');
    consoleError.mockRestore();
  });
});
