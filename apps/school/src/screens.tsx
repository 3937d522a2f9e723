import { lazy, type ComponentType } from 'react';
import { schoolAreas } from './features/coming-soon/school-areas';
import type { RemoteScreens } from '@familyhub/ui';
import './styles.css';

const AreaComingSoon = lazy(() => import('./features/coming-soon/area-coming-soon'));

function comingSoonScreen(path: string): ComponentType {
  const area = schoolAreas[path];
  const Screen = () => <AreaComingSoon {...area} />;
  Screen.displayName = `ComingSoon(${path})`;
  return Screen;
}

/**
 * What the school remote exposes as `./screens` (docs/architecture.md): route path → screen, loaded on first visit.
 */
const screens: RemoteScreens = Object.fromEntries(
  Object.keys(schoolAreas).map((path) => [path, comingSoonScreen(path)]),
);

export default screens;
