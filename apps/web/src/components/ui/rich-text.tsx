import { Fragment } from 'react';
import type { ReactNode } from 'react';

export interface RichTextProps {
  /** A translated text whose `{name}` placeholders are still in it (`t(key)` without their values). */
  text: string;
  /** What each placeholder becomes: a link, a bold word. Unknown placeholders stay as written. */
  slots: Record<string, ReactNode>;
}

/** A sentence with elements inside, so translations can put the links where their grammar wants them. */
export function RichText({ text, slots }: RichTextProps) {
  const parts = text.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) => {
        // Odd indexes are placeholder names.
        if (index % 2 === 0) return part ? <Fragment key={index}>{part}</Fragment> : null;
        return <Fragment key={index}>{part in slots ? slots[part] : `{${part}}`}</Fragment>;
      })}
    </>
  );
}
