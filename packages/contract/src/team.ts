import { z } from 'zod';
import { roleSchema } from './accounts.js';
import { LIMITS } from './limits.js';
import { MESSAGES as M } from './messages.js';
import { loginRequestSchema, newPasswordField } from './schemas.js';
import { typedText } from './typed-text.js';

/**
 * The Team tab (owners only) and the invitation a new person accepts
 * (docs/decisions/048-accounts-and-roles.md): who has access, pending invitations, roles.
 */
/** Where an invitation leads; the secret follows in the fragment, which browsers never send to a server. */
export const ACCEPT_INVITATION_PATH = '/admin/accept-invitation';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

export const TEAM_MESSAGES = {
  invited: `Invitation made. Copy the link and send it to the person: it works once, for ${INVITATION_DAYS} days.`,
  invitedAndMailed: `Invitation sent by e-mail. The link works once, for ${INVITATION_DAYS} days; you can also copy it and send it yourself.`,
  mailFailed: `The invitation could not be mailed. Copy the link and send it to the person: it works once, for ${INVITATION_DAYS} days.`,
  alreadyMember: 'That e-mail already has an account.',
  accountExists: 'There is an account for this e-mail already: log in with it.',
  invitationWithdrawn: 'Invitation withdrawn',
  invitationNotFound: 'There is no pending invitation for that e-mail',
  invitationDead: 'This invitation link no longer works: it was used, withdrawn or is older than 7 days. Ask an owner for a new one.',
  roleChanged: 'Role changed. That person’s sessions have ended: they log in again.',
  roleUnchanged: 'That person already has this role',
  removed: 'Removed. That person’s sessions have ended.',
  lastOwner: 'There must always be at least one owner: make someone else an owner first.',
  memberNotFound: 'That person no longer has access',
  ownersOnlyScreen: 'Only an owner can see this.',
} as const;

export const teamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  /** The latest login, or null for never. */
  lastLogin: z.string().nullable(),
  /** Two-step sign-in is on. */
  twoStep: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const pendingInvitationSchema = z.object({
  email: z.string(),
  role: roleSchema,
  /** The e-mail of the owner who invited. */
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const teamResponseSchema = z.object({ people: z.array(teamMemberSchema), invitations: z.array(pendingInvitationSchema) });
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const inviteRequestSchema = z.object({
  email: loginRequestSchema.shape.email.pipe(z.string().max(254, M.invalidEmail)),
  role: roleSchema,
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;
export type InviteForm = z.input<typeof inviteRequestSchema>;

export const inviteResponseSchema = z.object({
  message: z.string(),
  /** The invitation link, shown once to copy (it is never stored, only its hash). */
  link: z.string(),
  /** Whether it was also mailed to the person. */
  mailed: z.boolean(),
});
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

const secretField = z
  .string({ error: TEAM_MESSAGES.invitationDead })
  .min(1, TEAM_MESSAGES.invitationDead)
  .max(200, TEAM_MESSAGES.invitationDead);

export const invitationCheckSchema = z.object({ token: secretField });
export const invitationInfoSchema = z.object({ email: z.string(), role: roleSchema });
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

export const memberNameField = typedText(z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(LIMITS.nameMax, M.nameMax));

export const acceptInvitationSchema = z.object({ token: secretField, name: memberNameField, password: newPasswordField });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationSchema>;

/** The accept page: the password typed twice. */
export const acceptInvitationFormSchema = acceptInvitationSchema
  .omit({ token: true })
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.confirmPassword === form.password, { path: ['confirmPassword'], message: M.passwordsDiffer });
export type AcceptInvitationForm = z.input<typeof acceptInvitationFormSchema>;

export const changeRoleSchema = z.object({ role: roleSchema });
/** Ids and e-mails in a path: one that cannot exist is not found (404), as everywhere in the API. */
export const memberIdParams = z.object({ id: z.string() });
export const invitationEmailParams = z.object({ email: z.string() });
