import { formatFileSize, type FileDomain } from '@familyhub/contracts';
import { Skeleton } from '@familyhub/ui';
import { useFamilyStorage } from './api/use-family-storage';

const domainLabels: Record<FileDomain, string> = {
  school: 'School documents',
  money: 'Receipts',
  home: 'Home photos',
  planning: 'Message photos and voice notes',
};

function UsageBar({ label, used, quota }: { label: string; used: number; quota: number }) {
  const percent = Math.min(100, Math.round((used / quota) * 100));
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground">
          {formatFileSize(used)} of {formatFileSize(quota)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${formatFileSize(used)} of ${formatFileSize(quota)} used`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={percent >= 90 ? 'h-full bg-destructive' : 'h-full bg-primary'}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** Settings → Family → Storage: what the family's uploaded files take, in all and per domain. */
export function FamilyStorage() {
  const storage = useFamilyStorage();
  if (storage.isPending) return <Skeleton className="h-16" />;
  if (storage.isError)
    return <p className="text-sm text-destructive">Could not load the storage: {storage.error.message}</p>;
  const { usedBytes, quotaBytes, domains, unavailable } = storage.data;
  return (
    <div className="grid gap-4">
      <UsageBar label="Family storage" used={usedBytes} quota={quotaBytes} />
      <div className="grid gap-3 sm:grid-cols-2">
        {domains.map((d) => (
          <UsageBar key={d.domain} label={domainLabels[d.domain]} used={d.usedBytes} quota={d.quotaBytes} />
        ))}
      </div>
      {unavailable.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          Not counted just now (not answering): {unavailable.map((d) => domainLabels[d]).join(', ')}.
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        Each area has its share of the family’s storage. Files no document, trip, expense, pet, recipe or
        message keeps are removed after a day.
      </p>
    </div>
  );
}
