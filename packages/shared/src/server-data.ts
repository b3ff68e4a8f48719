import type { PublicOrgConfig } from './org-config';

/**
 * What the server tells every page it sends, before any script runs: the same for every visitor
 * of one server (never anything about a person). The server writes it into each HTML page as a
 * JSON data block (`serverDataBlock`); the web app reads it synchronously before its first render
 * (apps/web/src/lib/platform/server-data.ts). See docs/server-data.md.
 *
 * This module stays free of zod: the web app's shell imports it.
 */
export interface ServerData {
  /** The organisation's configuration, as browsers may see it (`publicOrgConfig`). */
  org: PublicOrgConfig;
  /**
   * How long a sign-in lasts on a device (`SESSION_IDLE_SECONDS`, `SESSION_MAX_SECONDS`), so the
   * profile can say it plainly; Waha's defaults when a page carries none.
   */
  session?: SessionPolicy;
}

export interface SessionPolicy {
  /** A session ends this long after it was last used… */
  idleSeconds: number;
  /** …and at the latest this long after signing in. */
  maxSeconds: number;
}

/** The server's defaults (apps/api/src/config.ts): a week without use, 30 days at most. */
export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleSeconds: 7 * 24 * 60 * 60,
  maxSeconds: 30 * 24 * 60 * 60,
};

/** The id of the page's data block: `<script type="application/json" id="waha-server-data">`. */
export const SERVER_DATA_ELEMENT_ID = 'waha-server-data';

/**
 * What a page says without a server behind it (the development server, unit tests): Waha out of
 * the box. Equal to `{ org: publicOrgConfig(DEFAULT_ORG_CONFIG) }` (checked by a test), written
 * out here so that the browser does not load the configuration's schema.
 */
export const DEFAULT_SERVER_DATA: ServerData = {
  org: { sessionRequests: { offered: true, languages: ['arabic', 'english', 'either'] } },
  session: DEFAULT_SESSION_POLICY,
};

/**
 * The data block for an HTML page. A data block is not run, so the Content-Security-Policy (no
 * inline script) allows it. Every `<`, `>` and `&` in the JSON is written as a `\u` escape, so no
 * text of the configuration can close the element or open a comment; JSON.parse reads them back.
 */
export function serverDataBlock(data: ServerData): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${json}</script>`;
}
