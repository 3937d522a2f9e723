import { useState } from 'react';
import { useSearchParams } from '@familyhub/ui/router';
import { useLiveUpdates } from '@familyhub/api-client';
import { Button, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui';
import { PlusIcon } from 'lucide-react';
import { AddSubscriptionDialog, SubscriptionsTab } from '../../household-subscriptions';
import { ForParentsOnly } from '../../shared/for-parents';
import { AddBillDialog } from './add-bill-dialog';
import { BillsTab } from './bills-tab';

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
  useLiveUpdates();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'subscriptions' ? 'subscriptions' : 'bills';
  const [dialog, setDialog] = useState<Tab | null>(null);

  return (
    <div className="grid gap-4">
      <PageHeader
        title="Bills & Subscriptions"
        description="What is due, what is paid, and what the household's subscriptions cost."
        actions={
          tab === 'bills' ? (
            <Button onClick={() => setDialog('bills')}>
              <PlusIcon aria-hidden />
              Add Bill
            </Button>
          ) : (
            <Button onClick={() => setDialog('subscriptions')}>
              <PlusIcon aria-hidden />
              Add Subscription
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
          <TabsTrigger value="bills">Bills</TabsTrigger>
          <TabsTrigger value="subscriptions">Subscriptions</TabsTrigger>
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
