import type { FileDomain } from '@familyhub/contracts';
import { Skeleton } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { useFamilyStorage } from './api/use-family-storage';
import { familyMessages } from './messages';

// What each domain keeps in the family's storage, by its key in the family catalogue.
const areaKeys = {
  school: 'storage.area.school',
  money: 'storage.area.money',
  home: 'storage.area.home',
  planning: 'storage.area.planning',
} as const satisfies Record<FileDomain, string>;

function UsageBar({ label, used, quota }: { label: string; used: number; quota: number }) {
  const t = useMessages(familyMessages);
  const formats = useFormats();
  const amounts = { used: formats.fileSize(used), quota: formats.fileSize(quota) };
  const percent = Math.min(100, Math.round((used / quota) * 100));
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground">{t('storage.usage', amounts)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('storage.usageLabel', amounts)}
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
  const t = useMessages(familyMessages);
  const storage = useFamilyStorage();
  if (storage.isPending) return <Skeleton className="h-16" />;
  if (storage.isError)
    return (
      <p className="text-sm text-destructive">{t('storage.loadFailed', { reason: storage.error.message })}</p>
    );
  const { usedBytes, quotaBytes, domains, unavailable } = storage.data;
  return (
    <div className="grid gap-4">
      <UsageBar label={t('storage.total')} used={usedBytes} quota={quotaBytes} />
      <div className="grid gap-3 sm:grid-cols-2">
        {domains.map((d) => (
          <UsageBar key={d.domain} label={t(areaKeys[d.domain])} used={d.usedBytes} quota={d.quotaBytes} />
        ))}
      </div>
      {unavailable.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          {t('storage.unavailable', { areas: unavailable.map((d) => t(areaKeys[d])).join(', ') })}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">{t('storage.note')}</p>
    </div>
  );
}
