// The profile page's tabs (spec §2): profile, orders, addresses — addresses only where the city
// delivers. The tab comes from `?tab=`; anything else is the profile tab.
export const PROFILE_TABS = ['profile', 'orders', 'addresses'] as const;
export type ProfileTabName = (typeof PROFILE_TABS)[number];

export function availableTabs(delivers: boolean): ProfileTabName[] {
  return PROFILE_TABS.filter((tab) => tab !== 'addresses' || delivers);
}

export function readTab(value: string | null, delivers: boolean): ProfileTabName {
  return availableTabs(delivers).find((tab) => tab === value) ?? 'profile';
}
