import { z } from 'zod';

/**
 * The roles of the people with access to the admin area (docs/decisions/048-accounts-and-roles.md).
 * An owner can do everything; an editor the content, the inbox, the trash and history of content,
 * and their own account, not the team, the backups, the activity of everyone or others' sessions.
 */
export const ROLES = ['owner', 'editor'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', editor: 'Editor' };
