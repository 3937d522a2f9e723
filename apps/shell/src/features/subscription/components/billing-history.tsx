import { formatMoney } from '@familyhub/contracts';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorPanel,
  Skeleton,
} from '@familyhub/ui';
import { useBillingHistory } from '../api/use-subscription';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { subscriptionMessages } from '../messages';
import { usePlanText } from '../plan-text';

/** Every charge attempt of the family, newest first; declined ones show the card's reason. */
export function BillingHistory() {
  const history = useBillingHistory();
  const t = useMessages(subscriptionMessages);
  const { longDate } = usePlanText();
  const { locale } = useFormats();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('history.title')}</CardTitle>
        <CardDescription>{t('history.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="grid gap-2" aria-label={t('history.loading')}>
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : history.isError ? (
          <ErrorPanel
            title={t('history.error')}
            message={history.error.message}
            onRetry={() => void history.refetch()}
          />
        ) : history.data.length === 0 ? (
          <EmptyState title={t('history.empty.title')} description={t('history.empty.body')} />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('history.title')}</caption>
              <thead>
                <tr className="border-b border-border text-start">
                  <th scope="col" className="py-2 pe-3 font-medium">
                    {t('history.date')}
                  </th>
                  <th scope="col" className="py-2 pe-3 font-medium">
                    {t('history.description.column')}
                  </th>
                  <th scope="col" className="py-2 pe-3 font-medium">
                    {t('history.card')}
                  </th>
                  <th scope="col" className="py-2 pe-3 font-medium">
                    {t('history.amount')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t('history.status')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.data.map((payment) => (
                  <tr key={payment.id} className="border-b border-border last:border-0 align-top">
                    <td className="py-2 pe-3 whitespace-nowrap">{longDate(payment.createdAt)}</td>
                    <td className="py-2 pe-3">
                      {payment.description}
                      {payment.failureMessage ? (
                        <span className="block text-xs text-destructive">{payment.failureMessage}</span>
                      ) : null}
                    </td>
                    <td className="py-2 pe-3 whitespace-nowrap">{payment.paymentMethod ?? '—'}</td>
                    <td className="py-2 pe-3 whitespace-nowrap">
                      {formatMoney(payment.amountCents, payment.currency, locale)}
                    </td>
                    <td className="py-2">
                      <Badge variant={payment.status === 'succeeded' ? 'secondary' : 'destructive'}>
                        {payment.status === 'succeeded' ? t('history.paid') : t('history.declined')}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
