import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@waha/shared/constants';
import { type ServerData, serverDataBlock } from '@waha/shared/server-data';
import { fillServerSlots } from '@waha/shared/server-slots';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicyWith } from './security-headers';

/**
 * The web build's HTML pages (the app shell index.html, the front page and the prerendered
 * screens), held in memory with the server's data written in: the data block (ServerData, read by
 * the web app before its first render) and every server slot filled in the page's language. See
 * docs/server-data.md. The build's own `.br`/`.gz` copies of a page no longer match it, so each
 * page is compressed here, once, the first time a browser asks for that encoding.
 */
export interface WebPage {
  html: Buffer;
  /** The hashes of the build's inline scripts in the page, which its policy allows (`'sha256-…'`). */
  scriptHashes: readonly string[];
  /** Weak: the same for every encoding of the page, which say the same. */
  etag: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}

type Encoding = 'br' | 'gzip';
/** As the build's own copies (scripts/compress.mjs): brotli first, at its best; gzip otherwise. */
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/** The page with the server's data: the data block at the end of its head, its slots filled. */
export function withServerData(html: string, data: ServerData): string {
  if (!html.includes('</head>')) throw new Error('the page has no </head>');
  // The page's own language (the prerender writes <html lang="…">); the app shell's, by default.
  const lang = /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1];
  const filled = fillServerSlots(html, data, isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
  const at = filled.indexOf('</head>');
  return `${filled.slice(0, at)}${serverDataBlock(data)}${filled.slice(at)}`;
}

/**
 * The policy hashes (`'sha256-…'`) of the inline scripts the build wrote into a page, taken from
 * the build's HTML before the server writes anything of its own in; a data block
 * (`type="application/json"`) is not run and needs none. The policy allows exactly these.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', code = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\bsrc=/i.test(attributes) || /\btype="application\/json"/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Every `.html` file of the build outside dot-folders, by its path under the build with `/`
 * (`index.html`, `screens/en/app.html`), ready to send.
 */
export function loadWebPages(webDistDir: string, data: ServerData): Map<string, WebPage> {
  const pages = new Map<string, WebPage>();
  for (const entry of readdirSync(webDistDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = relative(webDistDir, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (file.split('/').some((part) => part.startsWith('.'))) continue;
    const built = readFileSync(join(webDistDir, file), 'utf8');
    let html: Buffer;
    try {
      html = Buffer.from(withServerData(built, data));
    } catch (error) {
      throw new Error(`${file} of the web build: ${(error as Error).message}`, { cause: error });
    }
    pages.set(file, webPage(html, inlineScriptHashes(built)));
  }
  return pages;
}

/** A page ready to send (its data already written in), with the hashes of its inline scripts. */
export function webPage(html: Buffer, scriptHashes: readonly string[] = []): WebPage {
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  return { html, scriptHashes, etag: `W/"${hash}"`, encoded: new Map() };
}

function encoded(page: WebPage, encoding: Encoding): Promise<Buffer> {
  let body = page.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipped(page.html, { level: 9 });
    page.encoded.set(encoding, body);
  }
  return body;
}

/** True when the browser's copy (If-None-Match) is this page. */
function isFresh(request: FastifyRequest, page: WebPage): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(page.etag));
}

/**
 * Sends a page: revalidated on every use (`no-cache`, with its ETag), compressed as the browser
 * accepts, varying on Accept-Encoding and, for pages chosen by language, on what chooses it: the
 * cookie, else the browser's languages (web-app.ts; a link's `?lang=` is in the address).
 */
export async function sendWebPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: WebPage,
  byLanguage: boolean,
): Promise<FastifyReply> {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', byLanguage ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding')
    .header('etag', page.etag);
  if (page.scriptHashes.length > 0) {
    reply.header('content-security-policy', contentSecurityPolicyWith(page.scriptHashes));
  }
  if (isFresh(request, page)) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' ? encodings.negotiate(accepted) : null;
  if (encoding) {
    return reply.header('content-encoding', encoding).send(await encoded(page, encoding));
  }
  return reply.send(page.html);
}
