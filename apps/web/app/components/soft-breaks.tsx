import { Fragment } from 'react';

/**
 * A text that may break only right after the given characters ('@' of an e-mail, '/' of a title such
 * as 'Building permission/approval'), never inside a word: a <wbr> after each. Set it in an
 * element that keeps the default `overflow-wrap: normal`.
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
