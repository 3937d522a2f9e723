import { lazy } from 'react';
import type { RemoteScreens } from '@familyhub/ui';
import './styles.css';

/**
 * What the home remote exposes as `./screens` (the remote contract): route path → screen, each loaded on first
 * visit.
 */
const screens: RemoteScreens = {
  '/chores': lazy(() => import('./features/chores').then((m) => ({ default: m.ChoresScreen }))),
  '/rewards': lazy(() => import('./features/rewards').then((m) => ({ default: m.RewardsScreen }))),
  '/meal-planning': lazy(() =>
    import('./features/meal-planning').then((m) => ({ default: m.MealPlanningScreen })),
  ),
  '/pantry': lazy(() => import('./features/pantry-items').then((m) => ({ default: m.PantryItemsScreen }))),
  '/essentials': lazy(() =>
    import('./features/essential-items').then((m) => ({ default: m.EssentialItemsScreen })),
  ),
  '/maintenance': lazy(() =>
    import('./features/maintenance').then((m) => ({ default: m.MaintenanceScreen })),
  ),
  '/maintenance/history': lazy(() =>
    import('./features/maintenance').then((m) => ({ default: m.MaintenanceHistoryScreen })),
  ),
  '/pets': lazy(() => import('./features/pets').then((m) => ({ default: m.PetsScreen }))),
  '/cleaning': lazy(() => import('./features/cleaning').then((m) => ({ default: m.CleaningScreen }))),
  '/notes': lazy(() => import('./features/notes').then((m) => ({ default: m.NotesScreen }))),
};

export default screens;
