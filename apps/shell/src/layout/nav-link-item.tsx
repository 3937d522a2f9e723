import { memo } from 'react';
import { LockIcon } from 'lucide-react';
import { NavLink } from '@familyhub/ui/router';
import { Badge, cn } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import type { NavItem } from '../routing/route-table';
import { layoutMessages } from './messages';
import { useNavLabels } from './nav-labels/nav-labels';

const linkClasses =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground outline-none transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * One sidebar link. A premium link is marked Active for a premium family; for a free family it stays a link
 * (same place in the tab order) but opens the Premium Feature dialog instead of navigating. Any link whose
 * domain only a better plan has (the platform's registry) is locked the same way.
 */
/**
 * Memoised: the sidebar's holders re-render with every query the page loads (issue #34 counted ~500 fibers a
 * commit, 30 commits a dashboard load); a link draws again only when its own props change (or the location).
 */
export const NavLinkItem = memo(function NavLinkItem({
  item,
  premium = false,
  locked = false,
  onLockedClick,
  onNavigate,
  unread = 0,
}: {
  item: NavItem;
  premium?: boolean;
  locked?: boolean;
  /** Things waiting for the member behind the link (Messages: unread messages in their conversations). */
  unread?: number;
  onLockedClick?: (item: NavItem) => void;
  onNavigate?: () => void;
}) {
  const Icon = item.icon;
  const t = useMessages(layoutMessages);
  const label = useNavLabels().route(item.path, item.label);
  return (
    <NavLink
      to={item.path}
      onClick={(event) => {
        if (locked) {
          event.preventDefault();
          onLockedClick?.(item);
          return;
        }
        onNavigate?.();
      }}
      className={({ isActive }) =>
        cn(
          linkClasses,
          isActive && !locked && 'bg-sidebar-accent text-sidebar-accent-foreground',
          locked && 'opacity-75',
        )
      }
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className="flex-1 truncate">{label}</span>
      {locked ? (
        <>
          <LockIcon className="size-3.5 text-muted-foreground" aria-hidden />
          <span className="sr-only">{premium ? t('link.lockedPremium') : t('link.locked')}</span>
        </>
      ) : null}
      {unread > 0 && !locked ? (
        <Badge className="px-1.5 text-[0.65rem]">
          {unread > 99 ? '99+' : unread}
          <span className="sr-only"> {t('link.unread')}</span>
        </Badge>
      ) : null}
      {premium && !locked ? (
        <Badge variant="success" className="px-1.5 text-[0.65rem]">
          {t('link.active')}
        </Badge>
      ) : null}
    </NavLink>
  );
});
