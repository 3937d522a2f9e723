import type { ComponentType } from 'react';

export { remoteModules, remoteModuleId, type RemoteModuleName } from '@familyhub/contracts';

/** A remote's `./screens` default export: route path → screen (each lazy inside the remote). */
export type RemoteScreens = Record<string, ComponentType>;

/** What the dashboard hands each card: its catalogue entry's title and the page it summarises. */
export interface WidgetProps {
  title: string;
  path: string;
}

/** A remote's `./widgets` default export: catalogue widget id → dashboard card (each lazy inside the remote). */
export type RemoteWidgets = Record<string, ComponentType<WidgetProps>>;
