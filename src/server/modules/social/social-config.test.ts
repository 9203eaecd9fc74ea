import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('the social sign-in configuration (decision 0093)', () => {
  it('no provider by default; a provider needs its id and secret together; Facebook has its dialog and Graph defaults', () => {
    expect(loadConfig({}).social).toEqual({ google: null, facebook: null });
    const c = loadConfig({
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      FACEBOOK_APP_ID: '42',
      FACEBOOK_APP_SECRET: 'f-secret',
    });
    expect(c.social).toEqual({
      google: {
        clientId: 'id.apps.googleusercontent.com',
        clientSecret: 'g-secret',
        issuerUrl: 'https://accounts.google.com',
      },
      facebook: {
        clientId: '42',
        clientSecret: 'f-secret',
        apiUrl: 'https://graph.facebook.com/v21.0',
        dialogUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
      },
    });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      /GOOGLE_CLIENT_SECRET="": required when GOOGLE_CLIENT_ID/,
    );
    expect(() => loadConfig({ FACEBOOK_APP_SECRET: 'x' })).toThrow(
      /FACEBOOK_APP_ID="": required when FACEBOOK_APP_SECRET/,
    );
  });

  it('a bad issuer address is named; the secrets are never repeated in the error', () => {
    try {
      loadConfig({
        GOOGLE_ISSUER_URL: 'ftp://nope',
        GOOGLE_CLIENT_SECRET: 'x'.repeat(400),
        FACEBOOK_APP_SECRET: 'y'.repeat(400),
      });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const text = (e as ConfigError).message;
      expect(text).toMatch(/GOOGLE_ISSUER_URL="ftp:\/\/nope"/);
      expect(text).toMatch(/GOOGLE_CLIENT_SECRET=\(hidden\)/);
      expect(text).not.toMatch(/xxxx|yyyy/);
    }
  });
});
