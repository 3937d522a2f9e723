import { lazy, type ComponentType } from 'react';
import { homeAreas } from './features/coming-soon/home-areas';
import type { RemoteScreens } from '@familyhub/ui';
import './styles.css';

const AreaComingSoon = lazy(() => import('./features/coming-soon/area-coming-soon'));

function comingSoonScreen(path: string): ComponentType {
  const area = homeAreas[path];
  const Screen = () => <AreaComingSoon {...area} />;
  Screen.displayName = `ComingSoon(${path})`;
  return Screen;
}

/**
 * What the home remote exposes as `./screens` (docs/architecture.md): route path → screen, loaded on first visit.
 */
const screens: RemoteScreens = Object.fromEntries(
  Object.keys(homeAreas).map((path) => [path, comingSoonScreen(path)]),
);

export default screens;
