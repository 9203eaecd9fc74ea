import { describe, expect, it } from 'vitest';
import type { Viewer } from '~/server/platform/viewer';
import { socialStartHref } from '~/web/lib/social-start';
import { knownSocialError, linkedProvider, socialErrorOf } from './social.server';

const viewer: Viewer = {
  userId: 7,
  firstName: 'Leyla',
  lastName: 'Həsənova',
  mobile: '994551234567',
  email: null,
  loyal: false,
  hasPassword: false,
  isSocial: true,
  roles: [],
  permissions: [],
  sessionId: 1,
};
const args = (url: string, v: Viewer | null = null) => ({ request: new Request(url), context: { viewer: v } });

describe('the social sign-in pages’ query (issue 31, decision 0094)', () => {
  it('shows only a known refusal code; a crafted one shows nothing', () => {
    expect(socialErrorOf(args('http://shop.test/en/login?socialError=denied'))).toBe('denied');
    expect(socialErrorOf(args('http://shop.test/en/login?socialError=linkedElsewhere'))).toBe('linkedElsewhere');
    expect(socialErrorOf(args('http://shop.test/en/login?socialError=%3Cb%3Ex'))).toBeNull();
    expect(socialErrorOf(args('http://shop.test/en/login?socialError=toString'))).toBeNull();
    expect(socialErrorOf(args('http://shop.test/en/login'))).toBeNull();
  });

  it('sends a signed-in customer’s refused link on to the cabinet’s sign-in methods, in their language', () => {
    let thrown: unknown;
    try {
      socialErrorOf(args('http://shop.test/ru/login?socialError=linkedElsewhere', viewer));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe(
      '/ru/cabinet/sign-in-methods?socialError=linkedElsewhere',
    );
    // without a code a signed-in customer is left to the usual guard (ACC-8)
    expect(socialErrorOf(args('http://shop.test/ru/login', viewer))).toBeNull();
  });

  it('reads ?linked= only for a provider, and ?socialError= on the cabinet page', () => {
    expect(linkedProvider(new URL('http://shop.test/en/cabinet/sign-in-methods?linked=google'))).toBe('google');
    expect(linkedProvider(new URL('http://shop.test/en/cabinet/sign-in-methods?linked=facebook'))).toBe('facebook');
    expect(linkedProvider(new URL('http://shop.test/en/cabinet/sign-in-methods?linked=twitter'))).toBeNull();
    expect(knownSocialError(new URL('http://shop.test/x?socialError=unavailable'))).toBe('unavailable');
  });

  it('builds the start navigation with the intent, the return path and the language, encoded', () => {
    expect(socialStartHref('google', 'signin', '/en/product/x?y=1&z=2', 'en')).toBe(
      '/auth/google/start?intent=signin&returnTo=%2Fen%2Fproduct%2Fx%3Fy%3D1%26z%3D2&lang=en',
    );
    expect(socialStartHref('facebook', 'link', '/cabinet/sign-in-methods', 'az')).toBe(
      '/auth/facebook/start?intent=link&returnTo=%2Fcabinet%2Fsign-in-methods&lang=az',
    );
  });
});
