/**
 * The look of a text input, shared by the kit's fields (field.tsx), the rich text editor and the
 * forms that lay out an input of their own. A module of its own, so the editor, a chunk that
 * field.tsx fetches when it shows one, does not import field.tsx back.
 */

/** An input's border, background and focus, without margin, side padding or text colour. */
export const inputFrame =
  'block w-full rounded-md border border-slate-400 bg-white py-2 text-base shadow-sm focus:border-navy-700 focus:outline-2 focus:outline-navy-700 aria-[invalid=true]:border-red-700';
/** An input's box without its text colour, for the file picker's transparent file name. */
export const inputBoxClass = `mt-1 ${inputFrame} px-3`;
export const inputClass = `${inputBoxClass} text-slate-900`;
