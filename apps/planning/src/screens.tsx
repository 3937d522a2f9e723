import { lazy } from 'react';
import type { RemoteScreens } from '@familyhub/ui';
import './styles.css';

/**
 * What the planning remote exposes as `./screens` (docs/architecture.md): route path → screen,
 * each loaded on first visit.
 */
const screens: RemoteScreens = {
  '/tasks': lazy(() =>
    import('./features/tasks/components/tasks-screen').then((m) => ({ default: m.TasksScreen })),
  ),
  '/calendar': lazy(() =>
    import('./features/calendar/components/calendar-screen').then((m) => ({ default: m.CalendarScreen })),
  ),
  '/messages': lazy(() =>
    import('./features/messages/components/messages-screen').then((m) => ({ default: m.MessagesScreen })),
  ),
  '/shopping': lazy(() =>
    import('./features/shopping/components/shopping-screen').then((m) => ({ default: m.ShoppingScreen })),
  ),
};

export default screens;
