import { expect, test } from '@playwright/test';
import { hydrated } from './press-until';

/**
 * The messages under form fields (FORM-2, `useFieldErrors`): a required field left empty says so when it is
 * left, and a field that shows a message stops being red as it is corrected, without another submit.
 */

const REQUIRED = 'Mütləq doldurulmalı xana';

test('a field is checked when it is left and again as it is corrected: sign-up and the feedback form (az)', async ({
  page,
}) => {
  // sign-up: first name focused, left empty, tabbed away from
  await page.goto('/signup');
  const firstName = page.getByTestId('firstName');
  await hydrated(firstName);
  await firstName.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('lastName')).toBeFocused();
  await expect(page.getByTestId('error-au-firstName')).toHaveText(REQUIRED);
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  // the field tabbed into has not been left yet: no message under it
  await expect(page.getByTestId('error-au-lastName')).toHaveCount(0);
  // a valid name typed in: the message goes while the field still has the focus (no submit, no blur)
  await firstName.fill('Leyla');
  await expect(firstName).toBeFocused();
  await expect(page.getByTestId('error-au-firstName')).toHaveCount(0);
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');

  // the contacts page's feedback form: sent empty, every required field says so
  await page.goto('/elaqe');
  const form = page.getByTestId('feedback-form');
  await expect(form.getByTestId('fb-send')).toBeEnabled();
  await form.getByTestId('fb-send').click();
  for (const k of ['firstName', 'lastName', 'email', 'message'])
    await expect(page.getByTestId(`error-fb-${k}`)).toHaveText(REQUIRED);
  await expect(page.getByTestId('error-fb-mobile')).toBeVisible();
  // the first name filled in: its message goes, the others stay
  await form.getByTestId('fb-firstName').fill('Rəşad');
  await expect(form.getByTestId('fb-firstName')).toBeFocused();
  await expect(page.getByTestId('error-fb-firstName')).toHaveCount(0);
  for (const k of ['lastName', 'email', 'mobile', 'message'])
    await expect(page.getByTestId(`error-fb-${k}`)).toBeVisible();
  await expect(page.getByTestId('error-fb-lastName')).toHaveText(REQUIRED);
});
