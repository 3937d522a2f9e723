import { PageHeader } from '@familyhub/ui';

/** The dashboard's heading: drawn by the screen, and by its first-paint markup before any JavaScript has run. */
export function DashboardHeading() {
  return (
    <PageHeader
      title="Welcome to Your Family Dashboard"
      description="What needs doing today, and where everything lives."
    />
  );
}
