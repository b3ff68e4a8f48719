import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import { isApiPath, pathOf } from './url-path';

/**
 * The Content-Security-Policy: everything from our own origin, no inline script, no plugins, no
 * framing. Blob and data URLs are allowed where the app creates them (generated images and PDFs,
 * recorded audio, workers).
 *
 * Styles: `style-src-elem 'self' 'unsafe-inline'` and `style-src-attr 'unsafe-inline'`. The
 * accessibility library (react-aria) inserts small `<style>` elements of its own (touch handling,
 * scroll locking) and sets style attributes; without these the browser blocks them and logs a
 * violation on every dialog and slider. A style cannot run script, and the app renders no markup
 * from user data, so this gives up little; scripts stay strictly `'self'`. `style-src 'self'`
 * stays as the fallback for browsers that know neither `-elem` nor `-attr`.
 *
 * Scripts: `'wasm-unsafe-eval'` lets the browser compile WebAssembly (Argon2id, which derives keys
 * from the password on the device). It allows no JavaScript `eval` and no inline script.
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'"],
  styleSrcElem: ["'self'", "'unsafe-inline'"],
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/**
 * Browser features the app may use: the microphone (voice input) and autoplay of its own media,
 * fullscreen video, picture-in-picture and keeping the screen awake during an exercise. Everything
 * else that could locate, film or identify the user is off.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=(self)',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'screen-wake-lock=(self)',
  'serial=()',
  'usb=()',
].join(', ');

/** One year; sent only over HTTPS, since browsers ignore it on plain HTTP anyway. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Helmet's headers: the CSP above, and its defaults for the rest but HSTS (see below). */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY_DIRECTIVES },
  // Set below, and only over HTTPS: on http://localhost it would pin the host to HTTPS.
  strictTransportSecurity: false,
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
};

/**
 * Helmet's headers, worked out once. None of them depends on the request, so Helmet writes them
 * onto a stand-in response at start-up and every reply gets a copy; building Helmet's middleware
 * for each request (as its Fastify plugin does) parsed the CSP again every time.
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), String(value));
      return response;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let finished = false;
  // Helmet only sets and removes headers, and never reads the request: these two stand-ins are
  // all it touches (hence the casts).
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('Helmet did not finish setting its headers at once');
  return Object.fromEntries(headers);
}

const policies = new Map<string, string>();

/**
 * The Content-Security-Policy of a page that carries inline scripts of the build's own (the first
 * script of a prerendered screen, apps/web/src/lib/platform/first-input.ts): the policy above with
 * each script allowed by its hash (`'sha256-…'`), and still no inline script of any other text.
 */
export function contentSecurityPolicyWith(scriptHashes: readonly string[]): string {
  const key = scriptHashes.join(' ');
  let policy = policies.get(key);
  if (policy === undefined) {
    const directives = {
      ...CONTENT_SECURITY_POLICY_DIRECTIVES,
      scriptSrc: [...CONTENT_SECURITY_POLICY_DIRECTIVES.scriptSrc, ...scriptHashes],
    };
    policy = helmetHeaders({
      ...HELMET_OPTIONS,
      contentSecurityPolicy: { useDefaults: false, directives },
    })['content-security-policy'];
    if (!policy) throw new Error('Helmet set no Content-Security-Policy');
    policies.set(key, policy);
  }
  return policy;
}

/**
 * Security headers on every response, static files and errors included. They depend on the
 * request only in two ways (HTTPS or not, API or not), so the four possible sets are built once
 * and each response gets one of them in a single call; the hook is synchronous, so it costs no
 * promise and no extra turn of the event loop on every request.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const always = { ...helmetHeaders(), 'permissions-policy': PERMISSIONS_POLICY };
  const overHttps = { ...always, 'strict-transport-security': STRICT_TRANSPORT_SECURITY };
  // API answers may describe a person's account: never keep them in shared or browser caches.
  const noStore = { 'cache-control': 'no-store' };
  const headerSets = {
    http: { page: always, api: { ...always, ...noStore } },
    https: { page: overHttps, api: { ...overHttps, ...noStore } },
  };
  app.addHook('onRequest', (request, reply, done) => {
    // `request.protocol` honours X-Forwarded-Proto only when TRUST_PROXY says to trust the proxy.
    const sets = request.protocol === 'https' ? headerSets.https : headerSets.http;
    reply.headers(isApiPath(pathOf(request.url)) ? sets.api : sets.page);
    done();
  });
}
