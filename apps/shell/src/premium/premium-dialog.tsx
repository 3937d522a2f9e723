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
  period: string;
  bullets: string[];
  action: string;
  onChoose: () => void;
  highlighted?: boolean;
}) {
  return (
    <div
      className={cn(
        'relative flex flex-col gap-3 rounded-lg border p-4',
        highlighted ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
      {highlighted ? (
        <Badge variant="premium" className="absolute -top-2.5 right-3">
          BEST VALUE
        </Badge>
      ) : null}
      <p className="text-sm font-medium text-muted-foreground">{name}</p>
      <p className="flex items-baseline gap-1">
        <span className="text-2xl font-bold">{price}</span>
        <span className="text-sm text-muted-foreground">per {period}</span>
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
  const choose = (chosen: Plan) => {
    storeSelectedPlan(chosen);
    onOpenChange(false);
    navigate('/checkout');
  };
  const feature = featureName ?? 'This feature';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showCloseButton={false} className={plan === 'free' ? 'sm:max-w-2xl' : 'sm:max-w-md'}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CrownIcon className="size-5 text-premium" aria-hidden />
            Premium Feature
          </DialogTitle>
          <DialogDescription>{feature} is available to premium subscribers.</DialogDescription>
        </DialogHeader>

        {plan === 'free' ? (
          <>
            <div className="grid gap-4 pt-2 sm:grid-cols-2">
              <PlanCard
                name="Premium Monthly"
                price={planPrices.monthly.label}
                period={planPrices.monthly.period}
                bullets={['All premium features', 'Cancel anytime']}
                action="Choose Monthly"
                onChoose={() => choose('monthly')}
              />
              <PlanCard
                name="Premium Annual"
                price={planPrices.annual.label}
                period={planPrices.annual.period}
                bullets={['All premium features', 'Priority support', 'Save over 50%']}
                action="Choose Annual"
                onChoose={() => choose('annual')}
                highlighted
              />
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="ghost">Maybe Later</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : plan === 'monthly' ? (
          <>
            <div className="grid gap-2 rounded-lg bg-muted p-4">
              <p className="font-medium">Your Current Plan: Premium Monthly</p>
              <p className="text-sm text-muted-foreground">
                Most premium features are available on your plan. Priority support and early access come with
                the annual plan.
              </p>
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
              <Button onClick={() => choose('annual')}>Upgrade to Annual (Save 50%)</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <div className="grid gap-2 rounded-lg bg-muted p-4">
              <p className="font-medium">Your Current Plan: Premium Annual</p>
              <p className="text-sm text-muted-foreground">
                All premium features are available on your plan.
              </p>
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button>Close</Button>
              </DialogClose>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
