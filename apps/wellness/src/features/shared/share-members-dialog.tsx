import { useId } from 'react';
import { Controller, useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FamilyMember } from '@familyhub/contracts';
import { Checkbox, FieldError, FormDialog, Label } from '@familyhub/ui';
import { bodyResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from './messages';

/** A sharing body: the whole list of member ids under one field (`memberIds`, `viewerIds`). */
type SharesBody<Field extends string> = { [K in Field]: number[] };

export interface ShareMembersDialogProps<Field extends string> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Everyone the caller may choose (the family but themself). */
  members: readonly FamilyMember[];
  chosen: readonly number[];
  /** The save's contract (`journalSharesBody`, `checkinSharesBody`): the form checks the choice with it. */
  contract: z.ZodType<SharesBody<Field>, SharesBody<Field>>;
  /** The contract's one field, where the server's words about the choice land. */
  field: Field;
  /** Saves the whole choice; throws the server's refusal. */
  onSave: (memberIds: number[]) => Promise<unknown>;
}

/** Chooses the members who may read something private (read only); none chosen keeps it private. */
export function ShareMembersDialog<Field extends string>(props: ShareMembersDialogProps<Field>) {
  const { open, onOpenChange, title, description } = props;
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <ShareMembersForm {...props} />
    </FormDialog>
  );
}

type Choice = Record<string, number[]>;

function ShareMembersForm<Field extends string>({
  members,
  chosen,
  contract,
  field,
  onSave,
  onOpenChange,
}: ShareMembersDialogProps<Field>) {
  const t = useMessages(sharedMessages);
  const form = useForm<Choice, unknown, Choice>({
    resolver: bodyResolver(contract as unknown as z.ZodType<Choice & FieldValues, Choice & FieldValues>),
    defaultValues: { [field]: [...chosen] },
  });
  const save = useSaveForm(
    form,
    { mutateAsync: (body: Choice) => onSave(body[field] ?? []) },
    {
      onDone: () => onOpenChange(false),
    },
  );
  const errorId = useId();
  const picked = form.watch(field) ?? [];
  const listError = form.formState.errors[field];
  // A refusal of the list itself, or of one id in it (`memberIds.0`).
  const listMessage =
    listError?.message ?? (Array.isArray(listError) ? listError.find(Boolean)?.message : undefined);

  return (
    <EntityForm
      save={save}
      onCancel={() => onOpenChange(false)}
      submitLabel={t('form.save')}
      cancelLabel={t('form.cancel')}
    >
      {members.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('share.nobody')}</p>
      ) : (
        <Controller
          control={form.control}
          name={field}
          render={({ field: choice }) => (
            <fieldset className="grid gap-2" aria-describedby={listMessage ? errorId : undefined}>
              <legend className="mb-1 text-sm font-medium">{t('share.legend')}</legend>
              {members.map((member) => (
                <div key={member.id} className="flex items-center gap-2">
                  <Checkbox
                    id={`share-member-${member.id}`}
                    checked={choice.value.includes(member.id)}
                    onCheckedChange={(state) =>
                      choice.onChange(
                        state === true
                          ? [...choice.value, member.id]
                          : choice.value.filter((other) => other !== member.id),
                      )
                    }
                  />
                  <Label htmlFor={`share-member-${member.id}`}>{member.name}</Label>
                </div>
              ))}
            </fieldset>
          )}
        />
      )}
      <FieldError id={errorId} message={listMessage} />
      <p className="text-xs text-muted-foreground">
        {picked.length === 0 ? t('share.private') : t('share.readOnly')}
      </p>
    </EntityForm>
  );
}
