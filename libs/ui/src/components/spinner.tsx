import { Loader2Icon } from 'lucide-react';
import { cn } from '../cn';
import { useUiMessages } from '../messages';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useUiMessages();
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}>
      <Loader2Icon className="size-4 animate-spin" aria-hidden />
      <span className="sr-only">{label ?? t('spinner.label')}</span>
    </span>
  );
}
