import type { Language } from '@familyhub/contracts';
import { firstPaintHeader, pageHeadersMarkup } from '@familyhub/ui/static-markup';
import { wellnessCenterMessages } from './features/wellness-center/messages';
import { meTimeMessages } from './features/me-time/messages';

/**
 * The header each of this remote's screens draws first (its title and the line under it), by the keys its screen
 * uses. Read only when the remote is built (tools/rspack/create-config.js writes `page-headers.json`): the gateway
 * puts a page's header in its first HTML answer, so a member's browser paints it before any JavaScript has run
 * (issue #34). A screen whose header depends on who is looking is left out.
 */
export const pageHeaders = {
  '/wellness': firstPaintHeader(wellnessCenterMessages, 'screen.title', 'screen.description'),
  '/me-time': firstPaintHeader(meTimeMessages, 'screen.title', 'screen.description'),
};

export const pageHeaderMarkup = (language: Language) => pageHeadersMarkup(pageHeaders, language);
