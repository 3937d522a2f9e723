import { bodyResolver, useSaveForm } from '@familyhub/ui/forms';
import { useForm } from 'react-hook-form';
import { useUpdateFamily } from '@familyhub/api-client';
import { updateFamilyBody, type Family, type UpdateFamilyBody } from '@familyhub/contracts';
import { Button, FormField, Input } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { familyMessages } from './messages';

/** The family's name; only the admin may change it (the server says so too). */
export function FamilyNameForm({ family, editable }: { family: Family; editable: boolean }) {
  const t = useMessages(familyMessages);
  const updateFamily = useUpdateFamily();
  const form = useForm<UpdateFamilyBody>({
    resolver: bodyResolver(updateFamilyBody),
    values: { name: family.name },
  });
  const { errors } = form.formState;
  const save = useSaveForm(form, updateFamily, {
    saved: { title: t('settings.saved'), description: t('name.saved') },
    failedToast: t('settings.saveFailed'),
  });

  return (
    <form
      onSubmit={(event) => void save.onSubmit(event)}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormField
        id="family-name"
        label={t('name.label')}
        error={errors.name?.message}
        hint={editable ? undefined : t('name.adminOnly')}
        className="flex-1"
      >
        {(control) => <Input {...control} readOnly={!editable} {...form.register('name')} />}
      </FormField>
      {editable ? (
        <Button type="submit" className="sm:mt-7" disabled={save.pending}>
          {save.pending ? t('name.saving') : t('name.save')}
        </Button>
      ) : null}
    </form>
  );
}
