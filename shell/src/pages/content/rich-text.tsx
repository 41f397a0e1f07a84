import { Fragment, type ReactNode } from 'react';
import type { Placeholder } from './types';

export type TextValues = Partial<Record<Placeholder, ReactNode>>;

const TOKEN = /(\{[a-zA-Z]+\})/;

/**
 * A content string with its `{placeholders}` filled: plain values as text, links (the phone, the
 * e-mail) as elements. React renders every part as text, so nothing in a translation can inject markup.
 */
export function RichText({ text, values }: { text: string; values: TextValues }) {
  const parts = text.split(TOKEN);
  return (
    <>
      {parts.map((part, index) => {
        const name = TOKEN.test(part) ? (part.slice(1, -1) as Placeholder) : null;
        const value = name && name in values ? values[name] : part;
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never move
        return <Fragment key={index}>{value}</Fragment>;
      })}
    </>
  );
}

/** The string with its placeholders filled as text, for attributes and captions. */
export function fillText(text: string, values: Partial<Record<Placeholder, string | number>>): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (token, name: string) =>
    name in values ? String(values[name as Placeholder]) : token,
  );
}
