/**
 * A message that survives one page load (the logout reloads the page and then says "You have logged out"): kept in
 * sessionStorage under one key, read and removed by the next page.
 */
const KEY = 'shop.flash';

export function setFlash(text: string): void {
  try {
    sessionStorage.setItem(KEY, text);
  } catch {
    /* storage off (private mode): the message is lost, nothing else */
  }
}

export function takeFlash(): string | null {
  try {
    const v = sessionStorage.getItem(KEY);
    if (v !== null) sessionStorage.removeItem(KEY);
    return v;
  } catch {
    return null;
  }
}
