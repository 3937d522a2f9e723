import { errorMessage } from '@familyhub/api-client';
import { useForm } from 'react-hook-form';
import { SendIcon } from 'lucide-react';
import { Button, Input, toast } from '@familyhub/ui';
import { contractResolver } from '@familyhub/ui/forms';
import { MESSAGE_MAX_LENGTH, createMessageBody, type CreateMessageBody } from '@familyhub/contracts';

export interface MessageComposerProps {
  /** Where the message goes: the family thread's send, or a conversation's. */
  send: { mutateAsync: (body: CreateMessageBody) => Promise<unknown>; isPending: boolean };
  placeholder?: string;
  /** An archived group: nothing can be written. */
  disabledReason?: string;
}

/** The input and Send button: Enter sends; nothing is sent while the text is empty or only spaces (spec 000 §5). */
export function MessageComposer({
  send,
  placeholder = 'Write a message to your family…',
  disabledReason,
}: MessageComposerProps) {
  const { register, handleSubmit, watch, reset } = useForm<CreateMessageBody>({
    // The contract refuses a blank message ('Message cannot be empty'); Send is disabled then anyway.
    resolver: contractResolver(createMessageBody, (values: CreateMessageBody) => values),
    defaultValues: { content: '' },
  });
  const blank = (watch('content') ?? '').trim() === '';

  const submit = async (body: CreateMessageBody) => {
    if (send.isPending) return;
    try {
      await send.mutateAsync(body);
      reset({ content: '' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to send message', description: errorMessage(error) });
    }
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="flex w-full items-center gap-2"
      aria-label="Send a message"
    >
      <Input
        aria-label="Message"
        placeholder={disabledReason ?? placeholder}
        disabled={disabledReason !== undefined}
        maxLength={MESSAGE_MAX_LENGTH}
        autoComplete="off"
        {...register('content')}
      />
      <Button type="submit" disabled={blank || send.isPending || disabledReason !== undefined}>
        <SendIcon aria-hidden />
        Send
      </Button>
    </form>
  );
}
