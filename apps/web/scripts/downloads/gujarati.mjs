export const GUJARATI = {};
