export const SETTINGS_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'family', label: 'Family' },
  { id: 'security', label: 'Security' },
  { id: 'privacy', label: 'Privacy' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'subscription', label: 'Subscription' },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number]['id'];
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'profile';

/** The tab named by ?tab=, or Profile for a missing or unknown one. */
export function settingsTabOf(value: string | null): SettingsTab {
  return SETTINGS_TABS.find((t) => t.id === value)?.id ?? DEFAULT_SETTINGS_TAB;
}
