import type { ShouldRevalidateFunction } from 'react-router';

/**
 * Not after a visitor's POST (the contact form): nothing a public loader reads changes by it, and
 * with the server down a reload of the data would replace the form, what was typed and its
 * dialog with an error page.
 */
export const notAfterPost: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === 'POST' ? false : defaultShouldRevalidate;
