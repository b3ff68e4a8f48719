/** Browser state that makes the app start in one language: the cookie and the device setting. */
export function languageCookie(language: 'en' | 'ar') {
  return {
    name: 'waha_lang',
    value: language,
    domain: '127.0.0.1',
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
}

export function languageState(baseURL: string, language: 'en' | 'ar') {
  return {
    cookies: [languageCookie(language)],
    origins: [{ origin: baseURL, localStorage: [{ name: 'waha.language', value: language }] }],
  };
}

/**
 * A guest coming back: the language, the answers that choose the hub's suggestions, the install
 * offer declined (and `extra` entries of the device's storage).
 */
export function returningGuestState(
  baseURL: string,
  language: 'en' | 'ar',
  extra: { name: string; value: string }[] = [],
) {
  return {
    cookies: [languageCookie(language)],
    origins: [
      {
        origin: baseURL,
        localStorage: [
          { name: 'waha.language', value: language },
          { name: 'waha.guest', value: '1' },
          { name: 'waha.installPrompt', value: 'dismissed' },
          {
            name: 'waha.onboarding',
            value: JSON.stringify({
              userType: 'myself',
              ageBand: '30-40',
              symptoms: ['nightmares', 'stress'],
            }),
          },
          ...extra,
        ],
      },
    ],
  };
}
