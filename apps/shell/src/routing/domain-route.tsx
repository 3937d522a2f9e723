import { CrownIcon, WalletIcon } from 'lucide-react';
import { useLocation } from '@familyhub/ui/router';
import { useSession } from '@familyhub/api-client';
import { financesBarred } from '../layout/nav-access';
import { domainRoutes } from '@familyhub/contracts';
import { Button, ErrorPanel, EmptyState } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useNavLabels } from '../layout/nav-labels/nav-labels';
import { ownerOf, useDomains } from '../federation/domains-context';
import { firstPaintHeaderOf } from '../federation/first-paint-header';
import { RemoteScreen, RemoteScreenSkeleton } from '../federation/remote-screen';
import { usePremium } from '../premium/premium-context';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { DomainOffPanel } from './domain-off-panel';
import { routingMessages } from './messages';
import { isPremiumPath, KNOWN_DOMAIN_ROUTES, PREMIUM_NAV } from './route-table';

/**
 * Every path inside the application shell that the shell does not draw itself: the registry says which domain
 * owns it, and that domain's remote draws it. Unknown paths are the 404 screen.
 */
export function DomainRoute() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const domains = useDomains();
  const premium = usePremium();
  const session = useSession();
  const t = useMessages(routingMessages);
  const labels = useNavLabels();
  /** The domain the catalogue says owns the path, by name (for honest messages when the registry has not said). */
  const knownArea = () => {
    const english = KNOWN_DOMAIN_ROUTES[path];
    const id = domainRoutes.find((route) => route.path === path)?.domain;
    return english && id ? labels.domain(id, english) : english;
  };

  if (domains.isPending) return <RemoteScreenSkeleton header={firstPaintHeaderOf(path)} />;
  if (domains.isError) {
    const area = knownArea();
    if (!area) return <NotFoundPage />;
    return (
      <ErrorPanel
        title={t('area.unavailable', { area })}
        message={t('area.registryFailed', { error: domains.error.message })}
        onRetry={() => void domains.refetch()}
      />
    );
  }

  const owner = ownerOf(domains.data, path);
  if (!owner) {
    const area = knownArea();
    if (!area) return <NotFoundPage />;
    return <EmptyState title={t('area.notAvailable', { area })} description={t('area.notPartOfFamilyHub')} />;
  }
  // The registry is refreshed every 15 s: an open screen of a domain that was just switched off is replaced here.
  if (owner.domain.status !== 'enabled') return <DomainOffPanel domain={owner.domain} path={path} />;
  if (owner.domain.id === 'money' && financesBarred(session.data?.user)) {
    return (
      <EmptyState
        icon={<WalletIcon aria-hidden />}
        title={t('finances.title')}
        description={t('finances.body')}
      />
    );
  }
  if (premium.planKnown && !premium.isPremium && isPremiumPath(path)) {
    const link = PREMIUM_NAV.find((item) => path === item.path || path.startsWith(`${item.path}/`));
    const label = link ? labels.route(link.path, link.label) : t('premium.thisArea');
    return (
      <EmptyState
        icon={<CrownIcon aria-hidden />}
        title={t('premium.title', { area: label })}
        description={t('premium.body')}
        action={<Button onClick={() => premium.openPremiumDialog(label)}>{t('upgrade')}</Button>}
      />
    );
  }
  return <RemoteScreen key={owner.domain.id} domain={owner.domain} path={path} />;
}
