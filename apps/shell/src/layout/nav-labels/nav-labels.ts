import { useMemo } from 'react';
import { routeTitle } from '@familyhub/contracts';
import { useMessages, type MessageCatalogue } from '@familyhub/ui/i18n';
import en from './messages/en.json';
import { navMessages } from './messages';

type NavKey = keyof typeof en;

/** How the shell names the catalogue's routes, cards and domains in the language in force. */
export interface NavLabels {
  /** A route's link text or page title; `english` (the catalogue's) when the shell has no key for the path yet. */
  route(path: string, english: string): string;
  /** A dashboard card's title, by the card's id. */
  widget(id: string, english: string): string;
  /** A domain's name ("Planning is unavailable"), by the domain's id. */
  domain(id: string, english: string): string;
  /** The header's page title for a path inside the application shell. */
  pageTitle(pathname: string): string;
}

const known = (key: string): key is NavKey => Object.prototype.hasOwnProperty.call(en, key);

/**
 * The labels with `t` (a component's `useMessages(navMessages)`, or the catalogue's own `t` outside one). A new
 * domain's route or card that the shell has no key for yet shows the catalogue's English label.
 */
export function navLabelsWith(t: MessageCatalogue<NavKey>['t']): NavLabels {
  const say = (key: string, english: string) => (known(key) ? t(key) : english);
  return {
    route: (path, english) => say(`route.${path}`, english),
    widget: (id, english) => say(`widget.${id}`, english),
    domain: (id, english) => say(`domain.${id}`, english),
    pageTitle(pathname) {
      const english = routeTitle(pathname);
      return english === undefined ? t('page.notFound') : say(`route.${pathname}`, english);
    },
  };
}

/** The catalogue's names in the member's language (suspends while that language's file loads). */
export function useNavLabels(): NavLabels {
  const t = useMessages(navMessages);
  return useMemo(() => navLabelsWith(t), [t]);
}
