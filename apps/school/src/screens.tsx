import { lazy } from 'react';
import type { RemoteScreens } from '@familyhub/ui';
import './styles.css';

/**
 * What the school remote exposes as `./screens` (docs/architecture.md): route path → screen, loaded on first visit.
 */
const screens: RemoteScreens = {
  '/documents': lazy(() =>
    import('./features/documents/components/documents-screen').then((m) => ({ default: m.DocumentsScreen })),
  ),
  '/homework': lazy(() =>
    import('./features/homework/components/homework-screen').then((m) => ({ default: m.HomeworkScreen })),
  ),
  '/school-calendar': lazy(() =>
    import('./features/school-calendar/components/school-calendar-screen').then((m) => ({
      default: m.SchoolCalendarScreen,
    })),
  ),
};

export default screens;
