import { lazy } from 'react';
import type { RemoteScreens } from '@familyhub/ui';
import './styles.css';

/**
 * What the wellness remote exposes as `./screens` (docs/architecture.md): route path → screen, loaded on first visit.
 */
const screens: RemoteScreens = {
  '/wellness': lazy(() =>
    import('./features/wellness-center').then((m) => ({ default: () => <m.WellnessScreen /> })),
  ),
  '/me-time': lazy(() => import('./features/me-time').then((m) => ({ default: () => <m.MeTimeScreen /> }))),
};

export default screens;
