import { CheckIcon, CrownIcon } from 'lucide-react';
import { useNavigate } from '@familyhub/ui/router';
import { planPrices, type Plan } from '@familyhub/contracts';
import {
  Badge,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  cn,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { premiumMessages } from './messages';
import { storeSelectedPlan } from './plan-storage';

interface PremiumDialogProps {
  plan: Plan;
  featureName: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-1.5 text-sm">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-2">
          <CheckIcon className="size-4 text-success" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function PlanCard({
  name,
  price,
  period,
  bullets,
  action,
  onChoose,
  highlighted = false,
}: {
  name: string;
  price: string;
  period: 'month' | 'year';
  bullets: string[];
  action: string;
  onChoose: () => void;
  highlighted?: boolean;
}) {
  const t = useMessages(premiumMessages);
  return (
    <div
      className={cn(
        'relative flex flex-col gap-3 rounded-lg border p-4',
        highlighted ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
      {highlighted ? (
        <Badge variant="premium" className="absolute -top-2.5 end-3">
          {t('dialog.bestValue')}
        </Badge>
      ) : null}
      <p className="text-sm font-medium text-muted-foreground">{name}</p>
      <p className="flex items-baseline gap-1">
        <span className="text-2xl font-bold">{price}</span>
        <span className="text-sm text-muted-foreground">{t('dialog.perPeriod', { period })}</span>
      </p>
      <Bullets items={bullets} />
      <Button className="mt-auto" variant={highlighted ? 'default' : 'outline'} onClick={onChoose}>
        {action}
      </Button>
    </div>
  );
}

/** Spec 000 §2 "Premium-feature dialog": its texts are quoted exactly. */
export function PremiumDialog({ plan, featureName, open, onOpenChange }: PremiumDialogProps) {
  const navigate = useNavigate();
  const t = useMessages(premiumMessages);
  const choose = (chosen: Plan) => {
    storeSelectedPlan(chosen);
    onOpenChange(false);
    navigate('/checkout');
  };
  const feature = featureName ?? t('dialog.thisFeature');

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showCloseButton={false} className={plan === 'free' ? 'sm:max-w-2xl' : 'sm:max-w-md'}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CrownIcon className="size-5 text-premium" aria-hidden />
            {t('dialog.title')}
          </DialogTitle>
          <DialogDescription>{t('dialog.description', { feature })}</DialogDescription>
        </DialogHeader>

        {plan === 'free' ? (
          <>
            <div className="grid gap-4 pt-2 sm:grid-cols-2">
              <PlanCard
                name={t('dialog.monthly')}
                price={planPrices.monthly.label}
                period={planPrices.monthly.period}
                bullets={[t('dialog.allFeatures'), t('dialog.cancelAnytime')]}
                action={t('dialog.chooseMonthly')}
                onChoose={() => choose('monthly')}
              />
              <PlanCard
                name={t('dialog.annual')}
                price={planPrices.annual.label}
                period={planPrices.annual.period}
                bullets={[t('dialog.allFeatures'), t('dialog.prioritySupport'), t('dialog.save')]}
                action={t('dialog.chooseAnnual')}
                onChoose={() => choose('annual')}
                highlighted
              />
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="ghost">{t('dialog.later')}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : plan === 'monthly' ? (
          <>
            <div className="grid gap-2 rounded-lg bg-muted p-4">
              <p className="font-medium">{t('dialog.currentMonthly')}</p>
              <p className="text-sm text-muted-foreground">{t('dialog.monthlyBody')}</p>
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('dialog.close')}</Button>
              </DialogClose>
              <Button onClick={() => choose('annual')}>{t('dialog.upgradeAnnual')}</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <div className="grid gap-2 rounded-lg bg-muted p-4">
              <p className="font-medium">{t('dialog.currentAnnual')}</p>
              <p className="text-sm text-muted-foreground">{t('dialog.annualBody')}</p>
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button>{t('dialog.close')}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
