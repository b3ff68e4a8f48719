import type { Language } from './constants';
import type { EmergencyContact } from './org-config';
import type { ServerData } from './server-data';

/**
 * Server slots: the parts of a prerendered screen that show the server's data (ServerData) in its
 * first paint. The web build cannot know that data, so it renders each slot's root element empty
 * (`<ul data-server-slot="emergency-contacts" …></ul>`); the server fills the root with the markup
 * below when it starts, in the page's language; in the browser the slot's React component renders
 * exactly the same elements from the same data, so hydration finds what it renders.
 * apps/web/src/components/server-slots.test.tsx holds each component to its markup here.
 * See docs/server-data.md. Zod-free: the web app's components import the class names.
 */

/** The name a slot's root element carries in `data-server-slot`. */
export const SERVER_SLOT_ATTRIBUTE = 'data-server-slot';

/**
 * Text and attribute values escaped as React escapes them (react-dom/server), so that a filled
 * slot is byte for byte what the component renders there.
 */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[character] ?? '',
  );
}

/** The emergency contacts' classes, shared by the markup below and its component. */
export const EMERGENCY_CONTACTS_CLASSES = {
  list: 'flex flex-col gap-2 empty:hidden',
  item: 'rounded-xl border border-oasis-200 bg-white px-4 py-2',
  label: 'font-semibold text-stone-900',
  number:
    'inline-flex min-h-11 items-center text-lg font-semibold text-oasis-800 underline underline-offset-4',
  hours: 'text-sm text-stone-700',
} as const;

/** The organisation's verified emergency contacts for one language (none without a configuration). */
export function emergencyContactsOf(data: ServerData, language: Language): EmergencyContact[] {
  return data.org.emergencyContacts?.[language] ?? [];
}

/** A number as a `tel:` address: the schema allows only digits, spaces and a leading `+`. */
export function telHref(number: string): string {
  return `tel:${number.replace(/\s+/g, '')}`;
}

function emergencyContactsMarkup(data: ServerData, language: Language): string {
  const classes = EMERGENCY_CONTACTS_CLASSES;
  return emergencyContactsOf(data, language)
    .map(
      ({ label, number, hours }) =>
        `<li class="${classes.item}"><p class="${classes.label}">${escapeHtml(label)}</p>` +
        `<p><a href="${escapeHtml(telHref(number))}" dir="ltr" class="${classes.number}">${escapeHtml(number)}</a></p>` +
        (hours === undefined ? '' : `<p class="${classes.hours}">${escapeHtml(hours)}</p>`) +
        '</li>',
    )
    .join('');
}

/** The organisation's name and contact text, shared by the markup below and its component. */
export const ORG_ABOUT_CLASSES = {
  root: 'flex flex-col gap-1 empty:hidden',
  name: 'font-semibold text-stone-900',
  contact: 'whitespace-pre-line text-stone-700',
} as const;

/** The organisation's name and how to reach it, in one language (either may be left out). */
export function orgAboutOf(
  data: ServerData,
  language: Language,
): { name: string | undefined; contact: string | undefined } {
  return { name: data.org.name?.[language], contact: data.org.contact?.[language] };
}

function orgAboutMarkup(data: ServerData, language: Language): string {
  const { name, contact } = orgAboutOf(data, language);
  return (
    (name === undefined ? '' : `<p class="${ORG_ABOUT_CLASSES.name}">${escapeHtml(name)}</p>`) +
    (contact === undefined
      ? ''
      : `<p class="${ORG_ABOUT_CLASSES.contact}">${escapeHtml(contact)}</p>`)
  );
}

/**
 * The session languages offered, as markers the page's style reads (`styles.css`): one hidden
 * `<span data-language="…">` each, and none at all when the organisation takes no requests. The
 * parts of a screen that offer requests, and each session language on the form, are shown or
 * hidden by them in the first paint, with the texts of the build.
 */
export function sessionLanguagesOffered(data: ServerData): readonly string[] {
  const { offered, languages } = data.org.sessionRequests;
  return offered ? languages : [];
}

function sessionRequestsMarkup(data: ServerData): string {
  return sessionLanguagesOffered(data)
    .map((language) => `<span hidden="" data-language="${escapeHtml(language)}"></span>`)
    .join('');
}

/** Every slot by name: the markup inside its root, for the data and the page's language. */
export const SERVER_SLOTS = {
  'emergency-contacts': emergencyContactsMarkup,
  'org-about': orgAboutMarkup,
  'session-requests': sessionRequestsMarkup,
} satisfies Record<string, (data: ServerData, language: Language) => string>;

export type ServerSlotName = keyof typeof SERVER_SLOTS;

function isSlotName(name: string): name is ServerSlotName {
  return Object.hasOwn(SERVER_SLOTS, name);
}

/** An empty slot root as the build renders it: `<tag … data-server-slot="name" …></tag>`. */
const EMPTY_SLOT = /(<([a-z][a-z0-9]*)\b[^>]*\sdata-server-slot="([^"]*)"[^>]*>)(<\/\2>)/g;

/**
 * The page with every slot filled for `language`. Throws on a slot this server does not know (a
 * web build newer than the server), so that the server does not start with screens it cannot fill.
 */
export function fillServerSlots(html: string, data: ServerData, language: Language): string {
  return html.replace(
    EMPTY_SLOT,
    (_match, open: string, _tag: string, name: string, close: string) => {
      if (!isSlotName(name)) throw new Error(`No server slot named "${name}"`);
      return `${open}${SERVER_SLOTS[name](data, language)}${close}`;
    },
  );
}
