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
