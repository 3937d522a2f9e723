import { PageHeader } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { dashboardMessages } from './messages';

/** The dashboard's heading: drawn by the screen, and by its first-paint markup before any JavaScript has run. */
export function DashboardHeading() {
  const t = useMessages(dashboardMessages);
  return <PageHeader title={t('heading.title')} description={t('heading.description')} />;
}
