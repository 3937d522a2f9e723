import { SwitchRow } from '../shared/switch-row';
import { FamilySettingsFrame, useSaveFamilySettings } from './family-settings-frame';

const contentSwitches = [
  {
    key: 'contentFiltering',
    id: 'family-content-filtering',
    label: 'Content filtering',
    description: 'Keep content the family shares suitable for children.',
  },
  {
    key: 'contentSharing',
    id: 'family-content-sharing',
    label: 'Content sharing',
    description: 'Let members share lists and plans outside the family.',
  },
] as const;

/** Content filtering and content sharing, saved on the family; only the admin may flip them. */
export function FamilyContentSwitches({ editable }: { editable: boolean }) {
  const { save, isPending } = useSaveFamilySettings();
  const change = (key: (typeof contentSwitches)[number]['key'], value: boolean) =>
    save({ [key]: value }, () => 'The family’s content settings have been saved.');
  return (
    <FamilySettingsFrame loadingLabel="Loading the family’s content settings">
      {(settings) => (
        <div className="grid gap-1">
          {contentSwitches.map(({ key, id, label, description }) => (
            <SwitchRow
              key={key}
              id={id}
              label={label}
              description={description}
              checked={settings[key]}
              disabled={!editable || isPending}
              onCheckedChange={(value) => change(key, value)}
            />
          ))}
          <p className="text-xs text-muted-foreground">
            Saved for the whole family. No FamilyHub area filters or shares content yet; these record the
            family’s choice.
          </p>
          {editable ? null : (
            <p className="text-xs text-muted-foreground">Only the family admin can change these.</p>
          )}
        </div>
      )}
    </FamilySettingsFrame>
  );
}
