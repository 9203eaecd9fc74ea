import { FEEDBACK_MESSAGE_MAX } from '~/domain/api/forms';
import { hasMarkup, isEmail, isPersonName, isPlainText } from '~/domain/validation';
import { completeMobile, type MobileParts } from '~/web/components/form/mobile-mask';

type T = (key: string) => string;

/**
 * The browser's copy of the contact and careers forms' rules (the server checks the same with `domain/api/forms.ts`):
 * each returns the message to show under the field, or undefined.
 */
export const checkName = (t: T, v: string) =>
  !v.trim()
    ? t('validation.required')
    : v.trim().length > 50
      ? t('validation.tooLong')
      : isPersonName(v.trim())
        ? undefined
        : t('validation.name');

export const checkEmail = (t: T, v: string) =>
  !v.trim() ? t('validation.required') : isEmail(v.trim()) ? undefined : t('validation.email');

export const checkMobile = (t: T, m: MobileParts) =>
  !m.prefix && !m.local ? t('validation.mobileRequired') : completeMobile(m) ? undefined : t('validation.mobile');

/** A required message (markup refused, emoji allowed). */
export const checkMessage = (t: T, v: string, max = FEEDBACK_MESSAGE_MAX) =>
  !v.trim()
    ? t('validation.required')
    : v.trim().length > max
      ? t('validation.tooLong')
      : hasMarkup(v)
        ? t('validation.plainText')
        : undefined;

/** A plain text (address, note): no markup or emoji; required when `required`. */
export const checkPlain = (t: T, v: string, max: number, required: boolean) =>
  !v.trim()
    ? required
      ? t('validation.required')
      : undefined
    : v.trim().length > max
      ? t('validation.tooLong')
      : isPlainText(v)
        ? undefined
        : t('validation.plainText');
