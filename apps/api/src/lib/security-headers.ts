import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

/** Security headers on every response, static files and errors included. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY_DIRECTIVES },
    // Set below, and only over HTTPS: on http://localhost it would pin the host to HTTPS.
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // `request.protocol` honours X-Forwarded-Proto only when TRUST_PROXY says to trust the proxy.
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
    // API answers may describe a person's account: never keep them in shared or browser caches.
    if (isApiPath(pathOf(request.url))) {
      reply.header('cache-control', 'no-store');
    }
  });
}
