/** The tabs in order; each is named by `tabs.<id>` in the settings catalogue. */
export const SETTINGS_TABS = [
  { id: 'profile' },
  { id: 'family' },
  { id: 'security' },
  { id: 'privacy' },
  { id: 'notifications' },
  { id: 'subscription' },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number]['id'];
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'profile';

/** The tab named by ?tab=, or Profile for a missing or unknown one. */
export function settingsTabOf(value: string | null): SettingsTab {
  return SETTINGS_TABS.find((t) => t.id === value)?.id ?? DEFAULT_SETTINGS_TAB;
}
