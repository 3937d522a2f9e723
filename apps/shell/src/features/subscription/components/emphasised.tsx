import type { ReactNode } from 'react';

/** Stands for the emphasised part of a message: the message is translated whole, then drawn around it. */
export const EMPHASIS = '\uE000';

/**
 * A translated sentence with one part in bold (a date, a card): `text` is the message with `EMPHASIS` where that
 * part goes, so translators see the whole sentence and place the part where their language puts it.
 */
export function Emphasised({ text, children }: { text: string; children: ReactNode }) {
  const [before, after = ''] = text.split(EMPHASIS);
  return (
    <>
      {before}
      <strong>{children}</strong>
      {after}
    </>
  );
}
