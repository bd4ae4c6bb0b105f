import { Fragment } from 'react';

/**
 * A text that may break only right after the given characters ('@' of an e-mail, '/' of a title such
 * as 'Building permission/approval'), never inside a word: a <wbr> after each. Never inside an element with
 * `word-break: break-all`, which breaks every word at the line's end; `overflow-wrap: anywhere` is a safe fallback,
 * as it breaks a piece only when the piece alone is wider than the line.
 */
export function SoftBreaks({ text, after }: { text: string; after: string }) {
  const pieces = text.split(new RegExp(`(?<=[${after.replace(/[\\\]^-]/g, '\\$&')}])`, 'u'));
  return pieces.map((piece, i) => (
    <Fragment key={i}>
      {piece}
      {i < pieces.length - 1 ? <wbr /> : null}
    </Fragment>
  ));
}
