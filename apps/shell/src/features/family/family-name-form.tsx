import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useUpdateFamily, errorMessage } from '@familyhub/api-client';
import { updateFamilyBody, type Family, type UpdateFamilyBody } from '@familyhub/contracts';
import { Button, FormField, Input, toast } from '@familyhub/ui';

/** The family's name; only the admin may change it (the server says so too). */
export function FamilyNameForm({ family, editable }: { family: Family; editable: boolean }) {
  const updateFamily = useUpdateFamily();
  const form = useForm<UpdateFamilyBody>({
    resolver: zodResolver(updateFamilyBody),
    values: { name: family.name },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateFamily.mutateAsync(values);
      toast({ title: 'Family Updated', description: 'The family name has been saved.' });
    } catch (error) {
      const reason = errorMessage(error);
      toast({ title: 'Failed to update family', description: reason, variant: 'destructive' });
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormField
        id="family-name"
        label="Family name"
        error={errors.name?.message}
        hint={editable ? undefined : 'Only the family admin can rename the family.'}
        className="flex-1"
      >
        {(control) => <Input {...control} readOnly={!editable} {...form.register('name')} />}
      </FormField>
      {editable ? (
        <Button type="submit" className="sm:mt-7" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save name'}
        </Button>
      ) : null}
    </form>
  );
}
