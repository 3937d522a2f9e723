import { useMessages } from '@familyhub/ui/i18n';
import { SwitchRow } from '../shared/switch-row';
import { FamilySettingsFrame, useSaveFamilySettings } from './family-settings-frame';
import { familyMessages } from './messages';

const contentSwitches = [
  {
    key: 'contentFiltering',
    id: 'family-content-filtering',
    label: 'content.filtering',
    description: 'content.filteringDetail',
  },
  {
    key: 'contentSharing',
    id: 'family-content-sharing',
    label: 'content.sharing',
    description: 'content.sharingDetail',
  },
] as const;

/** Content filtering and content sharing, saved on the family; only the admin may flip them. */
export function FamilyContentSwitches({ editable }: { editable: boolean }) {
  const t = useMessages(familyMessages);
  const { save, isPending } = useSaveFamilySettings();
  const change = (key: (typeof contentSwitches)[number]['key'], value: boolean) =>
    save({ [key]: value }, () => t('content.saved'));
  return (
    <FamilySettingsFrame loadingLabel={t('content.loading')}>
      {(settings) => (
        <div className="grid gap-1">
          {contentSwitches.map(({ key, id, label, description }) => (
            <SwitchRow
              key={key}
              id={id}
              label={t(label)}
              description={t(description)}
              checked={settings[key]}
              disabled={!editable || isPending}
              onCheckedChange={(value) => change(key, value)}
            />
          ))}
          <p className="text-xs text-muted-foreground">{t('content.note')}</p>
          {editable ? null : <p className="text-xs text-muted-foreground">{t('content.adminOnly')}</p>}
        </div>
      )}
    </FamilySettingsFrame>
  );
}
