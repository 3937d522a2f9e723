import * as React from 'react';
import { BellIcon, CrownIcon, EllipsisIcon } from 'lucide-react';
import { Link, NavLink, useNavigate } from '@familyhub/ui/router';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, cn } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { InstallAppButton } from '../features/offline';
import { usePremium } from '../premium/premium-context';
import { FREE_NAV, MOBILE_NAV, PREMIUM_NAV } from '../routing/route-table';
import { layoutMessages } from './messages';
import { useNavAccess } from './nav-access';
import { useNavLabels } from './nav-labels/nav-labels';
import { NavLinkItem } from './nav-link-item';

const itemClasses =
  'flex flex-1 flex-col items-center gap-1 px-1 py-2 text-[0.7rem] font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** The free links that are not on the bottom bar (Meal Planning, Settings): More lists them first. */
const MORE_FREE_NAV = FREE_NAV.filter((item) => !MOBILE_NAV.some((bar) => bar.path === item.path));

const moreLinkClasses =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium outline-none hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * Under md: four everyday items and More (spec 000 §2), which lists everything else the sidebar has — the other free
 * links, the premium areas, Manage Premium — and the notification settings, so a phone reaches every screen.
 */
export function MobileNav() {
  const [moreOpen, setMoreOpen] = React.useState(false);
  const { isPremium, openPremiumDialog } = usePremium();
  const accessOf = useNavAccess();
  const navigate = useNavigate();
  const t = useMessages(layoutMessages);
  const labels = useNavLabels();
  return (
    <nav
      aria-label={t('nav.mobile')}
      className="fixed inset-x-0 bottom-0 z-40 flex border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      {MOBILE_NAV.map((item) => {
        const Icon = item.icon;
        if (accessOf(item) === 'hidden') return null;
        return (
          <NavLink
            key={item.path}
            to={item.path}
            className={({ isActive }) => cn(itemClasses, isActive && 'text-primary')}
          >
            <Icon className="size-5" aria-hidden />
            {labels.route(item.path, item.label)}
          </NavLink>
        );
      })}
      <button type="button" className={itemClasses} onClick={() => setMoreOpen(true)} aria-haspopup="dialog">
        <EllipsisIcon className="size-5" aria-hidden />
        {t('nav.more')}
      </button>
      <Dialog open={moreOpen} onOpenChange={setMoreOpen}>
        <DialogContent className="max-h-[85vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{t('nav.more')}</DialogTitle>
            <DialogDescription>{isPremium ? t('nav.more.premium') : t('nav.more.free')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-0.5">
            {MORE_FREE_NAV.map((item) => {
              const access = accessOf(item);
              if (access === 'hidden') return null;
              return (
                <NavLinkItem
                  key={item.path}
                  item={item}
                  locked={access === 'locked'}
                  onLockedClick={() => {
                    setMoreOpen(false);
                    openPremiumDialog(labels.route(item.path, item.label));
                  }}
                  onNavigate={() => setMoreOpen(false)}
                />
              );
            })}
            <p className="mt-2 px-3 text-xs font-medium uppercase tracking-wide text-muted-foreground">
              {t('nav.premium')}
            </p>
            {PREMIUM_NAV.map((item) => {
              const access = accessOf(item, true);
              if (access === 'hidden') return null;
              return (
                <NavLinkItem
                  key={item.path}
                  item={item}
                  premium
                  locked={access === 'locked'}
                  onLockedClick={() => {
                    setMoreOpen(false);
                    // Spec 000 §2: a family that is not premium goes to /premium-features; a premium family whose
                    // plan lacks the domain (the registry) gets the dialog naming it.
                    if (isPremium) openPremiumDialog(labels.route(item.path, item.label));
                    else navigate('/premium-features');
                  }}
                  onNavigate={() => setMoreOpen(false)}
                />
              );
            })}
            <Link
              to="/subscription"
              className={cn(moreLinkClasses, 'mt-2')}
              onClick={() => setMoreOpen(false)}
            >
              <CrownIcon className="size-4 text-premium" aria-hidden />
              {t('nav.managePremium')}
            </Link>
            <Link to="/notifications" className={moreLinkClasses} onClick={() => setMoreOpen(false)}>
              <BellIcon className="size-4" aria-hidden />
              {t('nav.notifications')}
            </Link>
            <InstallAppButton
              className={cn(moreLinkClasses, 'w-full')}
              onInstall={() => setMoreOpen(false)}
            />
          </div>
        </DialogContent>
      </Dialog>
    </nav>
  );
}
