import {
  DEFAULT_SERVER_DATA,
  SERVER_DATA_ELEMENT_ID,
  type ServerData,
} from '@waha/shared/server-data';

/*
 * What the server wrote into the page (packages/shared/src/server-data.ts): the organisation's
 * public configuration. It is in the HTML, so it is here synchronously, before the first render,
 * and hydration sees the same data the server used. docs/server-data.md says how a screen shows it.
 */

let parsed: { source: string | null; data: ServerData } | undefined;
/** Set while the build prerenders a screen, when no server's data exists yet (see below). */
let prerender: { readOutsideSlot: boolean } | undefined;

function read(source: string | null): ServerData {
  if (source === null) return DEFAULT_SERVER_DATA;
  try {
    // Written by the server from its checked configuration (apps/api/src/lib/web-pages.ts).
    return JSON.parse(source) as ServerData;
  } catch (error) {
    console.error('The page’s server data cannot be read', error);
    return DEFAULT_SERVER_DATA;
  }
}

/**
 * The server's data for this page: Waha's defaults where there is none (the development server,
 * unit tests). The same object for the page's whole life.
 */
export function serverData(): ServerData {
  if (prerender) {
    // A prerendered screen that showed this would differ from the page the server sends.
    prerender.readOutsideSlot = true;
    return DEFAULT_SERVER_DATA;
  }
  const source =
    typeof document === 'undefined'
      ? null
      : (document.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent ?? null);
  if (parsed?.source !== source) parsed = { source, data: read(source) };
  return parsed.data;
}

/**
 * The server's data in a component. A screen the build prerenders may show it only through a
 * server slot (`useServerSlotData`): the build fails when one reads it otherwise.
 */
export function useServerData(): ServerData {
  return serverData();
}

/**
 * The data a server slot's component renders inside its root (packages/shared/src/server-slots.ts):
 * null while the build prerenders, where the root stays empty for the server to fill.
 */
export function useServerSlotData(): ServerData | null {
  return prerender ? null : serverData();
}

/**
 * Renders as the build's prerender (scripts/prerender.mjs): every server slot empty, and
 * `readOutsideSlot` true when something else read the server's data, which the build refuses.
 * One at a time: the build renders its screens one after another.
 */
export async function prerenderWithoutServerData<T>(
  render: () => T | Promise<T>,
): Promise<{ result: T; readOutsideSlot: boolean }> {
  const state = { readOutsideSlot: false };
  prerender = state;
  try {
    const result = await render();
    return { result, readOutsideSlot: state.readOutsideSlot };
  } finally {
    prerender = undefined;
  }
}
