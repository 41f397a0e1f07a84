import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

describe('query keys', () => {
  it('nests every city key under the cities root, so one invalidation covers them', () => {
    const root = queryKeys.cities.all;
    expect(queryKeys.cities.list().slice(0, root.length)).toEqual(root);
    expect(queryKeys.cities.detail('moscow').slice(0, root.length)).toEqual(root);
  });

  it('keys a city by its alias', () => {
    expect(queryKeys.cities.detail('kazan')).toEqual(['cities', 'detail', 'kazan']);
  });
});
