import type { ComponentType } from 'react';
import type { PremiumFeature } from '@familyhub/contracts';
import {
  BookOpenIcon,
  CalendarDaysIcon,
  CalendarIcon,
  ClipboardListIcon,
  CoffeeIcon,
  CreditCardIcon,
  FileTextIcon,
  GiftIcon,
  HeartPulseIcon,
  LayoutDashboardIcon,
  ListChecksIcon,
  MessageSquareIcon,
  PackageIcon,
  PawPrintIcon,
  PiggyBankIcon,
  ReceiptIcon,
  SettingsIcon,
  ShoppingCartIcon,
  SparklesIcon,
  SquareCheckIcon,
  UtensilsCrossedIcon,
  WalletIcon,
  WrenchIcon,
} from 'lucide-react';

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
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** The premium feature that names this area in the upsell dialog. */
  feature?: PremiumFeature;
}

/** Spec 000 §2: the six links every family has. */
export const FREE_NAV: readonly NavItem[] = [
  { label: 'Dashboard', path: '/dashboard', icon: LayoutDashboardIcon },
  { label: 'Calendar', path: '/calendar', icon: CalendarIcon },
  { label: 'Shopping', path: '/shopping', icon: ShoppingCartIcon },
  { label: 'Tasks', path: '/tasks', icon: SquareCheckIcon },
  { label: 'Meal Planning', path: '/meal-planning', icon: UtensilsCrossedIcon },
  { label: 'Settings', path: '/settings', icon: SettingsIcon },
];

/** Spec 000 §2: the seventeen premium links. */
export const PREMIUM_NAV: readonly NavItem[] = [
  { label: 'Messages', path: '/messages', icon: MessageSquareIcon, feature: 'unlimited_messaging' },
  { label: 'Grocery Budget', path: '/grocery-budget', icon: WalletIcon },
  { label: 'Pantry', path: '/pantry', icon: PackageIcon },
  { label: 'Essentials', path: '/essentials', icon: ListChecksIcon },
  { label: 'Expenses', path: '/expenses', icon: ReceiptIcon },
  { label: 'Bills & Subs', path: '/bills', icon: CreditCardIcon },
  { label: 'Allowances', path: '/allowance', icon: PiggyBankIcon },
  { label: 'Homework', path: '/homework', icon: BookOpenIcon },
  {
    label: 'School Calendar',
    path: '/school-calendar',
    icon: CalendarDaysIcon,
    feature: 'unlimited_calendar',
  },
  { label: 'Documents', path: '/documents', icon: FileTextIcon, feature: 'document_storage' },
  { label: 'Chores', path: '/chores', icon: ClipboardListIcon, feature: 'advanced_chores' },
  { label: 'Cleaning', path: '/cleaning', icon: SparklesIcon },
  { label: 'Maintenance', path: '/maintenance', icon: WrenchIcon },
  { label: 'Pet Care', path: '/pets', icon: PawPrintIcon },
  { label: 'Rewards', path: '/rewards', icon: GiftIcon, feature: 'rewards_system' },
  { label: 'Wellness', path: '/wellness', icon: HeartPulseIcon },
  { label: 'Me Time', path: '/me-time', icon: CoffeeIcon },
];

/** Spec 000 §2: the mobile bottom bar keeps four non-premium items; More lists the premium ones. */
export const MOBILE_NAV: readonly NavItem[] = FREE_NAV.filter((item) =>
  ['/dashboard', '/calendar', '/tasks', '/shopping'].includes(item.path),
);

export function isPremiumPath(pathname: string): boolean {
  return PREMIUM_NAV.some((item) => item.path === pathname || pathname.startsWith(`${item.path}/`));
}

/** Which domain owns a route when the registry has not said (docs/architecture.md); used for honest messages only. */
export const KNOWN_DOMAIN_ROUTES: Record<string, string> = {
  '/dashboard': 'Planning',
  '/tasks': 'Planning',
  '/calendar': 'Planning',
  '/messages': 'Planning',
  '/shopping': 'Planning',
  '/documents': 'School',
  '/homework': 'School',
  '/school-calendar': 'School',
  '/wellness': 'Wellness',
  '/me-time': 'Wellness',
  '/chores': 'Home',
  '/rewards': 'Home',
  '/meal-planning': 'Home',
  '/pantry': 'Home',
  '/essentials': 'Home',
  '/maintenance': 'Home',
  '/maintenance/history': 'Home',
  '/pets': 'Home',
  '/cleaning': 'Home',
  '/grocery-budget': 'Money',
  '/expenses': 'Money',
  '/bills': 'Money',
  '/allowance': 'Money',
};

const EXTRA_TITLES: Record<string, string> = {
  '/create-family': 'Your Family',
  '/notifications': 'Notifications',
  '/maintenance/history': 'Maintenance History',
};

/** The header's page title for a path. */
export function pageTitleOf(pathname: string): string {
  const item = [...FREE_NAV, ...PREMIUM_NAV].find((i) => i.path === pathname);
  return item?.label ?? EXTRA_TITLES[pathname] ?? 'Page Not Found';
}

/** Only same-site paths are followed after signing in (no open redirect to another origin). */
export function safeRedirect(target: string | null | undefined, fallback = '/dashboard'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  if (isPublicPath(target.split(/[?#]/)[0])) return fallback;
  return target;
}
