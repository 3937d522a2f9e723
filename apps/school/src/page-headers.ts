import type { Language } from '@familyhub/contracts';
import { firstPaintHeader, pageHeadersMarkup } from '@familyhub/ui/static-markup';
import { schoolCalendarMessages } from './features/school-calendar/messages';
import { homeworkMessages } from './features/homework/messages';
import { documentsMessages } from './features/documents/messages';

/**
 * The header each of this remote's screens draws first (its title and the line under it), by the keys its screen
 * uses. Read only when the remote is built (tools/rspack/create-config.js writes `page-headers.json`): the gateway
 * puts a page's header in its first HTML answer, so a member's browser paints it before any JavaScript has run
 * (issue #34). A screen whose header depends on who is looking is left out.
 */
export const pageHeaders = {
  '/school-calendar': firstPaintHeader(schoolCalendarMessages, 'screen.title', 'screen.description'),
  '/homework': firstPaintHeader(homeworkMessages, 'screen.title', 'screen.description'),
  '/documents': firstPaintHeader(documentsMessages, 'screen.title', 'screen.description'),
};

export const pageHeaderMarkup = (language: Language) => pageHeadersMarkup(pageHeaders, language);
