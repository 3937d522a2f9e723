import type { Language } from '@familyhub/contracts';
import { firstPaintHeader, pageHeadersMarkup } from '@familyhub/ui/static-markup';
import { choresMessages } from './features/chores/messages';
import { rewardsMessages } from './features/rewards/messages';
import { mealPlanningMessages } from './features/meal-planning/messages';
import { pantryItemsMessages } from './features/pantry-items/messages';
import { essentialItemsMessages } from './features/essential-items/messages';
import { maintenanceMessages } from './features/maintenance/messages';
import { petsMessages } from './features/pets/messages';
import { cleaningMessages } from './features/cleaning/messages';
import { notesMessages } from './features/notes/messages';

/**
 * The header each of this remote's screens draws first (its title and the line under it), by the keys its screen
 * uses. Read only when the remote is built (tools/rspack/create-config.js writes `page-headers.json`): the gateway
 * puts a page's header in its first HTML answer, so a member's browser paints it before any JavaScript has run
 * (issue #34). A screen whose header depends on who is looking is left out.
 */
export const pageHeaders = {
  '/chores': firstPaintHeader(choresMessages, 'screen.title', 'screen.description'),
  '/rewards': firstPaintHeader(rewardsMessages, 'screen.title', 'screen.description'),
  '/meal-planning': firstPaintHeader(mealPlanningMessages, 'screen.title', 'screen.description'),
  '/pantry': firstPaintHeader(pantryItemsMessages, 'screen.title', 'screen.description'),
  '/essentials': firstPaintHeader(essentialItemsMessages, 'screen.title', 'screen.description'),
  '/maintenance': firstPaintHeader(maintenanceMessages, 'screen.title', 'screen.description'),
  '/pets': firstPaintHeader(petsMessages, 'screen.title', 'screen.description'),
  '/cleaning': firstPaintHeader(cleaningMessages, 'screen.title', 'screen.description'),
  '/notes': firstPaintHeader(notesMessages, 'screen.title', 'screen.description'),
};

export const pageHeaderMarkup = (language: Language) => pageHeadersMarkup(pageHeaders, language);
