import { describe, expect, it } from 'vitest';
import { burgerItems, profileOpensSideMenu, rotatesLogo } from './brand-rules';

describe('brand rules', () => {
  it('shows every burger item, in the spec order, for a brand without exceptions', () => {
    expect(burgerItems('pizza')).toEqual([
      'city',
      'stores',
      'deliveryTerms',
      'howToPay',
      'requestCall',
      'about',
      'phone',
    ]);
  });

  it("hides 'our stores' for one brand and 'about us' for another", () => {
    expect(burgerItems('lavash')).not.toContain('stores');
    expect(burgerItems('lavash')).toContain('about');
    expect(burgerItems('shawarma')).not.toContain('about');
    expect(burgerItems('shawarma')).toContain('stores');
  });

  it('rotates the logo for one brand only', () => {
    expect(['pizza', 'rolls', 'wok', 'shawarma', 'lavash'].filter(rotatesLogo)).toEqual(['rolls']);
  });

  it('opens the profile side menu for the lavash brand only, and only where its sign-in is on', () => {
    expect(profileOpensSideMenu('lavash', { customers: { is_auth_enabled: true } })).toBe(true);
    expect(profileOpensSideMenu('lavash', { customers: { is_auth_enabled: false } })).toBe(false);
    expect(profileOpensSideMenu('pizza', { customers: { is_auth_enabled: true } })).toBe(false);
  });
});
