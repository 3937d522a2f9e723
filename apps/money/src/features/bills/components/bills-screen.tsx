import { useState } from 'react';
import { useSearchParams } from '@familyhub/ui/router';
import { useLiveUpdates } from '@familyhub/api-client';
import { Button, PageHeader, lazyDialog } from '@familyhub/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui/tabs';
import { useMessages } from '@familyhub/ui/i18n';
import { PlusIcon } from 'lucide-react';
import { AddSubscriptionDialog, SubscriptionsTab } from '../../household-subscriptions';
import { ForParentsOnly } from '../../shared/for-parents';
import { BillsTab } from './bills-tab';
import { billsMessages } from '../messages';

// Its form, react-hook-form and the contract's schemas arrive when it first opens (issue #34).
const AddBillDialog = lazyDialog(() => import('./add-bill-dialog').then((m) => m.AddBillDialog));

type Tab = 'bills' | 'subscriptions';

/** /bills (Bills & Subs): the family's bills with their reminders, and the household's subscriptions. */
export function BillsScreen({ today = new Date() }: { today?: Date }) {
  return (
    <ForParentsOnly>
      <BillsAndSubscriptions today={today} />
    </ForParentsOnly>
  );
}

function BillsAndSubscriptions({ today }: { today: Date }) {
  const t = useMessages(billsMessages);
  useLiveUpdates();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'subscriptions' ? 'subscriptions' : 'bills';
  const [dialog, setDialog] = useState<Tab | null>(null);

  return (
    <div className="grid gap-4">
      <PageHeader
        title={t('screen.title')}
        description={t('screen.description')}
        actions={
          tab === 'bills' ? (
            <Button onClick={() => setDialog('bills')}>
              <PlusIcon aria-hidden />
              {t('screen.addBill')}
            </Button>
          ) : (
            <Button onClick={() => setDialog('subscriptions')}>
              <PlusIcon aria-hidden />
              {t('screen.addSubscription')}
            </Button>
          )
        }
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'subscriptions' ? { tab: value } : {}, { replace: true })
        }
      >
        <TabsList>
          <TabsTrigger value="bills">{t('tabs.bills')}</TabsTrigger>
          <TabsTrigger value="subscriptions">{t('tabs.subscriptions')}</TabsTrigger>
        </TabsList>
        <TabsContent value="bills">
          <BillsTab />
        </TabsContent>
        <TabsContent value="subscriptions">
          <SubscriptionsTab />
        </TabsContent>
      </Tabs>
      <AddBillDialog
        open={dialog === 'bills'}
        onOpenChange={(open) => setDialog(open ? 'bills' : null)}
        today={today}
      />
      <AddSubscriptionDialog
        open={dialog === 'subscriptions'}
        onOpenChange={(open) => setDialog(open ? 'subscriptions' : null)}
        today={today}
      />
    </div>
  );
}
