import { describe, expect, it } from 'vitest';
import { availableTabs, readTab } from './profile-tab';

describe('profile tabs (spec §2)', () => {
  it('takes the tab from ?tab=, the profile tab otherwise', () => {
    expect(readTab('orders', true)).toBe('orders');
    expect(readTab('addresses', true)).toBe('addresses');
    expect(readTab('bonus', true)).toBe('profile');
    expect(readTab(null, true)).toBe('profile');
  });

  it('has an addresses tab only where the city delivers', () => {
    expect(availableTabs(false)).toEqual(['profile', 'orders']);
    expect(readTab('addresses', false)).toBe('profile');
  });
});
