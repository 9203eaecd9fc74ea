import * as z from 'zod/mini';
import { LANGS } from '../i18n.ts';
import { endpoint } from './endpoint.ts';
import { emailField, idField, mobileField, nameField, plainText, requiredOr, requiredPlainText } from './fields.ts';
import { hasMarkup } from '../validation.ts';

/**
 * The contact and careers forms (CNT-7…CNT-8, API-8: feedbacks/send, careers/send, careers/files/upload/{field}).
 * One schema per form, used by the browser before sending and by the server at its edge.
 */

export const FEEDBACK_TYPES = ['info', 'comment'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** A message: trimmed, 1 to `max` characters, no markup (emoji and line breaks are fine). */
export const messageField = (max: number) =>
  z.string({ error: requiredOr('validation.invalidType') }).check(
    z.trim(),
    z.minLength(1, { error: 'validation.required' }),
    z.maxLength(max, { error: 'validation.tooLong' }),
    z.refine((v: string) => !hasMarkup(v), { error: 'validation.plainText' }),
  );

export const FEEDBACK_MESSAGE_MAX = 2000;

/** Body of POST /api/feedbacks/send. */
export const feedbackRequest = z.strictObject({
  type: z.enum(FEEDBACK_TYPES, { error: requiredOr('validation.invalidValue') }),
  firstName: nameField(50),
  lastName: nameField(50),
  email: emailField(),
  mobile: mobileField({ emptyKey: 'validation.mobileRequired' }),
  message: messageField(FEEDBACK_MESSAGE_MAX),
  lang: z.optional(z.enum(LANGS)),
});
export type FeedbackRequest = z.output<typeof feedbackRequest>;

/** `data.message.text`: the translated thank-you. */
export const formSentReply = z.object({ message: z.object({ text: z.string() }) });
export type FormSentReply = z.output<typeof formSentReply>;

/** The youngest applicant the careers form takes, in years (Azerbaijan's Labour Code: employment from 16). */
export const APPLICANT_MIN_AGE = 16;
/** How many years the birthday list offers (CNT-7). */
export const BIRTH_YEARS_OFFERED = 100;

/**
 * The birthday years the job application offers and accepts, newest first (CNT-7: 100 years, none in the
 * future): from the year a 16-year-old was born back 100 years. The form's list and the server's check are both this.
 */
export function birthYears(now = new Date()): number[] {
  const y = now.getUTCFullYear() - APPLICANT_MIN_AGE;
  return Array.from({ length: BIRTH_YEARS_OFFERED }, (_, i) => y - i);
}

/** Body of POST /api/careers/send. `file` is the name the upload answered (one file, optional). */
export const applicationRequest = z.strictObject({
  vacancyId: z.optional(z.nullable(idField())),
  firstName: nameField(50),
  lastName: nameField(50),
  email: emailField(),
  mobile: mobileField({ emptyKey: 'validation.mobileRequired' }),
  birthday: z.optional(
    z.nullable(
      z
        .int({ error: 'validation.invalidValue' })
        .check(z.refine((y: number) => birthYears().includes(y), { error: 'validation.invalidValue' })),
    ),
  ),
  address: requiredPlainText(200),
  info: z.optional(plainText(2000)),
  file: z.optional(
    z.nullable(
      z
        .string({ error: 'validation.invalidType' })
        .check(z.regex(/^[a-f0-9]{32}\.(pdf|doc|docx)$/, { error: 'forms.upload.unknown' })),
    ),
  ),
  lang: z.optional(z.enum(LANGS)),
});
export type ApplicationRequest = z.output<typeof applicationRequest>;

/** What an upload answers (CNT-7, FORM-11). */
export const uploadReply = z.object({ name: z.string(), originalName: z.string(), size: z.number() });
export type UploadReply = z.output<typeof uploadReply>;

/** The accepted application files and their size limit. */
export const APPLICATION_FILE_TYPES = ['pdf', 'doc', 'docx'] as const;
export type ApplicationFileType = (typeof APPLICATION_FILE_TYPES)[number];
export const APPLICATION_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const sendFeedback = endpoint({
  method: 'POST',
  path: '/api/feedbacks/send',
  request: feedbackRequest,
  reply: formSentReply,
});
export const sendApplication = endpoint({
  method: 'POST',
  path: '/api/careers/send',
  request: applicationRequest,
  reply: formSentReply,
});
