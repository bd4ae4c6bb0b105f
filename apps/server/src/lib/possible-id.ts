import { hasControlCharacters } from '@firm/contract';

/**
 * Whether a row could have this id: every id the site makes is short and printable. One that is
 * not (NUL among the control characters, which PostgreSQL cannot even compare) is simply not found,
 * before any query, so both databases answer 404 (API-4).
 */
export const possibleId = (id: string): boolean => id.length <= 64 && !hasControlCharacters(id);
