import { z } from 'zod';
import { loginRequestSchema } from './schemas.js';

/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238; docs/decisions/049-two-step-sign-in.md):
 * the paths, the texts and the shapes of the setup, the second step of a login and the owner's policy.
 */
export const TWO_STEP_PATHS = {
  /** POST: a new key to add to the app (not on until confirmed). */
  setup: '/api/account/two-step/setup',
  /** POST {code}: the first code from the app turns it on; answers the recovery codes, once. */
  confirm: '/api/account/two-step/confirm',
  /** POST {password}: turns it off. */
  off: '/api/account/two-step/off',
  /** PUT {required} (owners only): everyone must use it. */
  policy: '/api/account/two-step/policy',
  /** POST {challenge, code}: the second step of a login. */
  secondStep: '/api/login/second-step',
} as const;

/** How many recovery codes a setup gives. */
export const RECOVERY_CODES = 10;
/** How long the second step of a login may take. */
export const SECOND_STEP_MINUTES = 5;

export const TWO_STEP_MESSAGES = {
  /** The login answer when the password was right and a code is still needed. */
  enterCode: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  /** A wrong, reused or old code; a used recovery code (the same words: nothing to learn from them). */
  codeWrong: 'That code is not right. Enter the current 6-digit code from your authenticator app, or an unused recovery code.',
  codeFormat: 'Enter the 6 digits from your authenticator app, or a recovery code',
  setupCodeWrong:
    'That code is not right. Enter the code the app shows now; if it still fails, check that the phone’s clock is set automatically.',
  challengeDead: `The sign-in took more than ${SECOND_STEP_MINUTES} minutes. Log in again.`,
  noPendingSetup: 'There is no key waiting to be confirmed. Start the setup again.',
  alreadyOn: 'Two-step sign-in is already on. Turn it off first to set up another app.',
  turnedOn: 'Two-step sign-in is on. Every other session has been logged out. Save your recovery codes now: they are shown only once.',
  turnedOff: 'Two-step sign-in is off.',
  notOn: 'Two-step sign-in is not on.',
  policyOn: 'Everyone must now use two-step sign-in.',
  policyOff: 'Two-step sign-in is now each person’s choice.',
  policyNeedsOwn: 'Turn on two-step sign-in for your own account first, then require it of everyone.',
  /** Every admin call but the Account tab's, while an owner requires it and it is not on. */
  requiredFirst: 'Turn on two-step sign-in first: an owner requires it.',
  /** The login answer in that case (the login itself succeeds). */
  loginSetUp: 'Login successful! An owner requires two-step sign-in: turn it on in the Account tab before anything else.',
  /** The login answer when this server cannot read the person's authenticator key (a restore on a new machine, decision 084). */
  loginSetUpAgain:
    'Login successful! This server cannot read the key of your authenticator app (the site was moved or restored), so two-step sign-in is off. Turn it on again in the Account tab.',
} as const;

/** What the Account tab shows: on or off, and whether an owner requires it. */
export const twoStepStatusSchema = z.object({
  on: z.boolean(),
  /** An owner requires it for everyone. */
  required: z.boolean(),
  /** Recovery codes not used yet (0 when off). */
  recoveryCodesLeft: z.number(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/** A new key for the app; it is never shown again once confirmed. */
export const twoStepSetupResponseSchema = z.object({
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The QR code, an SVG image as a data: URL. */
  qr: z.string(),
  /** The key as text (base32 in groups of four), for an app without a camera. */
  key: z.string(),
});
export type TwoStepSetupResponse = z.infer<typeof twoStepSetupResponseSchema>;

/** Either 6 digits or a recovery code; spaces and dashes are ignored. */
const codeField = z
  .string({ error: TWO_STEP_MESSAGES.codeFormat })
  .max(64, TWO_STEP_MESSAGES.codeFormat)
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z2-7]{16})$/, TWO_STEP_MESSAGES.codeFormat));

export const twoStepConfirmSchema = z.object({
  code: z
    .string({ error: TWO_STEP_MESSAGES.codeFormat })
    .max(64, TWO_STEP_MESSAGES.codeFormat)
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6 digits the app shows')),
});
export type TwoStepConfirmRequest = z.input<typeof twoStepConfirmSchema>;

export const recoveryCodesResponseSchema = z.object({
  message: z.string(),
  /** Each works once, instead of a code from the app; shown only in this answer. */
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

export const twoStepOffSchema = z.object({ password: loginRequestSchema.shape.password });
export type TwoStepOffRequest = z.infer<typeof twoStepOffSchema>;

/** Turning it on asks for the password too (decision 084). */
export const twoStepSetupSchema = twoStepOffSchema;
export type TwoStepSetupRequest = TwoStepOffRequest;

export const twoStepPolicySchema = z.object({ required: z.boolean({ error: 'required must be true or false' }) });
export type TwoStepPolicyRequest = z.infer<typeof twoStepPolicySchema>;

export const secondStepSchema = z.object({
  /** The `secondStep` of the login answer. */
  challenge: z
    .string({ error: TWO_STEP_MESSAGES.challengeDead })
    .min(1, TWO_STEP_MESSAGES.challengeDead)
    .max(2048, TWO_STEP_MESSAGES.challengeDead),
  code: codeField,
});
export type SecondStepRequest = z.input<typeof secondStepSchema>;

/** A recovery code as shown: four groups of four. */
export const groupRecoveryCode = (code: string) => code.match(/.{1,4}/g)!.join('-');
