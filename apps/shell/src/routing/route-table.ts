import {
  domainCatalogue,
  domainRoutes,
  freeNavLinks,
  premiumNavLinks,
  routeTitle,
  type NavLinkEntry,
  type PremiumFeature,
  type Role,
} from '@familyhub/contracts';
import { navIcons, type NavIcon } from '../layout/nav-icons';

/** Spec 000 §2: these render without the application shell and skip the sign-in gate. */
export const PUBLIC_PATHS = [
  '/',
  '/landing',
  '/sign-in',
  '/sign-up',
  '/checkout',
  '/subscription',
  '/subscription-demo',
  '/premium-features',
] as const;

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(path);
}

export interface NavItem {
  label: string;
  path: string;
  icon: NavIcon;
  /** The premium feature that names this area in the upsell dialog. */
  feature?: PremiumFeature;
  /** The roles that may open it (the catalogue's, from the service's role rules); every member when unset. */
  roles?: readonly Role[];
}

const toNavItem = (link: NavLinkEntry): NavItem => ({
  label: link.label,
  path: link.path,
  icon: navIcons[link.icon],
  ...(link.feature ? { feature: link.feature } : {}),
  ...(link.roles ? { roles: link.roles } : {}),
});

/** Spec 000 §2: the six links every family has (from the domain catalogue, in the spec's order). */
export const FREE_NAV: readonly NavItem[] = freeNavLinks.map(toNavItem);

/** Spec 000 §2: the seventeen premium links (from the domain catalogue, in the spec's order). */
export const PREMIUM_NAV: readonly NavItem[] = premiumNavLinks.map(toNavItem);

/** Spec 000 §2: the mobile bottom bar keeps four non-premium items; More lists the premium ones. */
export const MOBILE_NAV: readonly NavItem[] = freeNavLinks.filter((link) => link.bottomBar).map(toNavItem);

export function isPremiumPath(pathname: string): boolean {
  return PREMIUM_NAV.some((item) => item.path === pathname || pathname.startsWith(`${item.path}/`));
}

/** Which domain owns a route when the registry has not said (the catalogue); used for honest messages only. */
export const KNOWN_DOMAIN_ROUTES: Record<string, string> = Object.fromEntries(
  domainRoutes.map((route) => [
    route.path,
    domainCatalogue.find((d) => d.id === route.domain)?.name ?? route.domain,
  ]),
);

/** The header's page title for a path. */
export function pageTitleOf(pathname: string): string {
  return routeTitle(pathname) ?? 'Page Not Found';
}
/**
 * The visitor's own pages: sign-in never returns to them (a member would only bounce off them). The other public
 * paths are fine to return to — /checkout and /subscription need a session and send a visitor to sign in first.
 */
const VISITOR_ONLY_PATHS: readonly string[] = ['/', '/landing', '/sign-in', '/sign-up'];

/** Only same-site paths are followed after signing in (no open redirect to another origin). */
export function safeRedirect(target: string | null | undefined, fallback = '/dashboard'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  const path = target.split(/[?#]/)[0];
  if (VISITOR_ONLY_PATHS.includes(path.length > 1 ? path.replace(/\/+$/, '') : path)) return fallback;
  return target;
}
