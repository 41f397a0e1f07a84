import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const base = { API_ORIGIN: 'http://127.0.0.1:3010' };

describe("the shell's server error reporting settings", () => {
  it('reports nowhere without SENTRY_DSN, and to the DSN with its environment and release when set', () => {
    expect(readConfig(base).errorReporting).toBeNull();
    expect(
      readConfig({
        ...base,
        SENTRY_DSN: 'https://key@errors.example/2',
        SENTRY_ENVIRONMENT: 'staging',
        SENTRY_RELEASE: 'r42',
      }).errorReporting,
    ).toEqual({ dsn: 'https://key@errors.example/2', environment: 'staging', release: 'r42' });
    expect(readConfig({ ...base, SENTRY_DSN: 'https://key@errors.example/2' }).errorReporting).toEqual({
      dsn: 'https://key@errors.example/2',
      environment: 'development',
    });
  });

  it('refuses a DSN without its key or project at start, naming the setting', () => {
    for (const bad of ['errors.example', 'https://errors.example/2', 'https://key@errors.example/project'])
      expect(() => readConfig({ ...base, SENTRY_DSN: bad }), bad).toThrow(/^SENTRY_DSN: /);
  });
});
