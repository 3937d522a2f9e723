import { useState, type FormEvent } from 'react';
import { SendIcon } from 'lucide-react';
import { Button, Input, toast } from '@familyhub/ui';
import { MESSAGE_MAX_LENGTH } from '@familyhub/contracts';
import { serverMessage } from '../../shared/server-message';
import { useSendMessage } from '../api/use-send-message';

/** The input and Send button: Enter sends; nothing is sent while the text is empty or only spaces (spec 000 §5). */
export function MessageComposer() {
  const [content, setContent] = useState('');
  const send = useSendMessage();
  const blank = content.trim() === '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || send.isPending) return;
    try {
      await send.mutateAsync({ content });
      setContent('');
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to send message', description: serverMessage(error) });
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex w-full items-center gap-2"
      aria-label="Send a message"
    >
      <Input
        aria-label="Message"
        placeholder="Write a message to your family…"
        value={content}
        maxLength={MESSAGE_MAX_LENGTH}
        autoComplete="off"
        onChange={(event) => setContent(event.target.value)}
      />
      <Button type="submit" disabled={blank || send.isPending}>
        <SendIcon aria-hidden />
        Send
      </Button>
    </form>
  );
}
