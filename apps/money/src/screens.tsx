import { lazy, type ComponentType } from 'react';
import { moneyAreas } from './features/coming-soon/money-areas';
import type { RemoteScreens } from '@familyhub/ui';
import './styles.css';

const AreaComingSoon = lazy(() => import('./features/coming-soon/area-coming-soon'));

function comingSoonScreen(path: string): ComponentType {
  const area = moneyAreas[path];
  const Screen = () => <AreaComingSoon {...area} />;
  Screen.displayName = `ComingSoon(${path})`;
  return Screen;
}

/**
 * What the money remote exposes as `./screens` (docs/architecture.md): route path → screen, loaded on first visit.
 */
const screens: RemoteScreens = Object.fromEntries(
  Object.keys(moneyAreas).map((path) => [path, comingSoonScreen(path)]),
);

export default screens;
