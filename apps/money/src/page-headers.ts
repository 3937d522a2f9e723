import type { Language } from '@familyhub/contracts';
import { firstPaintHeader, pageHeadersMarkup } from '@familyhub/ui/static-markup';
import { groceryMessages } from './features/grocery/messages';
import { expensesMessages } from './features/expenses/messages';
import { billsMessages } from './features/bills/messages';

/**
 * The header each of this remote's screens draws first (its title and the line under it), by the keys its screen
 * uses. Read only when the remote is built (tools/rspack/create-config.js writes `page-headers.json`): the gateway
 * puts a page's header in its first HTML answer, so a member's browser paints it before any JavaScript has run
 * (issue #34). A screen whose header depends on who is looking is left out.
 */
export const pageHeaders = {
  '/grocery-budget': firstPaintHeader(groceryMessages, 'screen.title', 'screen.description'),
  '/expenses': firstPaintHeader(expensesMessages, 'screen.title', 'screen.description'),
  '/bills': firstPaintHeader(billsMessages, 'screen.title', 'screen.description'),
};

export const pageHeaderMarkup = (language: Language) => pageHeadersMarkup(pageHeaders, language);
