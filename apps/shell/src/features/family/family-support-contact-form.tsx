import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, errorMessage } from '@familyhub/api-client';
import {
  endpointRoutes,
  saveSupportContactBody,
  type FamilySupportContact,
  type SaveSupportContactBody,
  type SupportContact,
} from '@familyhub/contracts';
import { Button, FormField, Input, Skeleton } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { familyMessages } from './messages';

const supportContactKey = () => ['settings', 'support-contact'] as const;

interface SupportContactValues {
  name: string;
  phone: string;
}

/** Both emptied means "none"; the contract then checks what the server will see. */
const resolver = contractResolver(saveSupportContactBody, (values: SupportContactValues) => ({
  supportContact:
    values.name.trim() || values.phone.trim() ? { name: values.name, phone: values.phone } : null,
}));

/**
 * The family's support contact (issue #33): the person a member's Check-ins tab points to when their check-ins
 * stay low. The admin sets a name and a number; the others see who it is.
 */
export function FamilySupportContactForm({ editable }: { editable: boolean }) {
  const t = useMessages(familyMessages);
  const query = useQuery({
    queryKey: supportContactKey(),
    queryFn: () => callEndpoint(endpointRoutes.family.supportContact),
  });
  if (query.isPending)
    return (
      <div role="status" aria-label={t('support.loading')}>
        <Skeleton className="h-20 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('support.loadFailed', { reason: errorMessage(query.error) })}
      </p>
    );
  const contact = query.data.supportContact;
  if (!editable)
    return (
      <p className="text-sm">
        {contact ? t('support.contact', { name: contact.name, phone: contact.phone }) : t('support.none')}
      </p>
    );
  return <SupportContactEditor contact={contact} />;
}

function SupportContactEditor({ contact }: { contact: SupportContact | null }) {
  const t = useMessages(familyMessages);
  const queryClient = useQueryClient();
  const form = useForm<SupportContactValues, unknown, SaveSupportContactBody>({
    resolver,
    defaultValues: { name: contact?.name ?? '', phone: contact?.phone ?? '' },
  });
  const mutation = useMutation({
    mutationFn: (body: SaveSupportContactBody) =>
      callEndpoint(endpointRoutes.family.saveSupportContact, { body }),
    onSuccess: (saved: FamilySupportContact) => queryClient.setQueryData(supportContactKey(), saved),
  });
  const save = useSaveForm(form, mutation, {
    saved: (answer) =>
      answer.supportContact ? t('support.saved', { name: answer.supportContact.name }) : t('support.removed'),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const fieldError = (field: 'name' | 'phone') =>
    (errors as { supportContact?: Record<string, { message?: string }> }).supportContact?.[field]?.message ??
    errors[field]?.message;

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('support.intro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="support-contact-name" label={t('support.name')} error={fieldError('name')}>
          {(field) => <Input {...field} autoComplete="off" {...register('name')} />}
        </FormField>
        <FormField id="support-contact-phone" label={t('support.phone')} error={fieldError('phone')}>
          {(field) => <Input {...field} type="tel" autoComplete="off" {...register('phone')} />}
        </FormField>
      </div>
      {save.saveError ? (
        <p role="alert" className="text-sm text-destructive">
          {save.saveError}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.pending}>
          {save.pending ? t('support.saving') : t('support.save')}
        </Button>
      </div>
    </form>
  );
}
