export const CHECKLISTS = {};
