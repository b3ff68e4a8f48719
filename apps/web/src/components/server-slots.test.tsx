import { act, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_SERVER_DATA, serverDataBlock, type ServerData } from '@waha/shared/server-data';
import {
  SERVER_SLOTS,
  escapeHtml,
  fillServerSlots,
  type ServerSlotName,
} from '@waha/shared/server-slots';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderWithoutServerData, serverData, useServerData } from '@/lib/platform/server-data';
import { testI18n } from '@/test/i18n';
import { OrgAbout } from './org-about';
import { OrgEmergencyContacts } from './org-emergency-contacts';
import { SessionRequestMarkers } from './session-requests-offer';

/**
 * Each server slot's component renders, from the server's data, exactly what the server writes
 * into the slot of the prerendered screen (packages/shared/src/server-slots.ts), in each language:
 * hydration then finds what it renders. A new slot must be added here (the type says so).
 */
const COMPONENTS: Record<ServerSlotName, ComponentType> = {
  'emergency-contacts': OrgEmergencyContacts,
  'org-about': OrgAbout,
  'session-requests': SessionRequestMarkers,
};

const contact = (label: string, number: string, hours?: string) => ({
  label,
  number,
  ...(hours === undefined ? {} : { hours }),
});
const SAMPLES: [string, ServerData][] = [
  ['nothing configured', DEFAULT_SERVER_DATA],
  [
    'a name and contact text (with lines and markup characters), requests in two languages',
    {
      org: {
        name: { en: 'Oasis <Community> Clinic', ar: 'عيادة الواحة المجتمعية' },
        contact: { en: 'Write to "hello@clinic.example"\nSunday to Thursday', ar: 'راسلونا & نردّ' },
        sessionRequests: { offered: true, languages: ['english', 'either'] },
      },
    },
  ],
  [
    'a name only, and no requests taken',
    {
      org: {
        name: { en: 'Oasis', ar: 'الواحة' },
        sessionRequests: { offered: false, languages: ['arabic', 'english', 'either'] },
      },
    },
  ],
  [
    'contacts with and without hours, and characters markup would read',
    {
      org: {
        ...DEFAULT_SERVER_DATA.org,
        emergencyContacts: {
          en: [
            contact('Clinic duty line', '+000 0000 0000', 'Every day, 8:00–20:00'),
            contact(`Tom's <b>"team"</b> & co`, '000'),
          ],
          ar: [contact('خط المناوبة في العيادة', '+000 0000 0000', 'يوميًا، 8:00–20:00')],
        },
      },
    },
  ],
  [
    'contacts in one language only',
    {
      org: {
        ...DEFAULT_SERVER_DATA.org,
        emergencyContacts: { en: [], ar: [contact('الدفاع المدني', '000 11')] },
      },
    },
  ],
];

/** Puts the server's data block into the page, as the server does. */
function serve(data: ServerData) {
  document.getElementById('waha-server-data')?.remove();
  document.head.insertAdjacentHTML('beforeend', serverDataBlock(data));
}

// Hydrated with React's own act (Testing Library's render would create the root itself).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  document.getElementById('waha-server-data')?.remove();
});

describe.each(Object.entries(COMPONENTS))('the server slot "%s"', (name, Component) => {
  describe.each(['en', 'ar'] as const)('in %s', (language) => {
    it.each(SAMPLES)('renders what the server fills in, with %s', async (_case, data) => {
      const i18n = await testI18n(language);
      const tree = (
        <I18nextProvider i18n={i18n}>
          <Component />
        </I18nextProvider>
      );
      // The build's prerender: the slot's root, empty.
      const built = await prerenderWithoutServerData(() => renderToString(tree));
      expect(built.readOutsideSlot).toBe(false);
      expect(built.result).toMatch(
        new RegExp(`^<[a-z]+ data-server-slot="${name}"[^>]*></[a-z]+>$`),
      );

      serve(data);
      const filled = fillServerSlots(built.result, data, language);
      expect(renderToString(tree)).toBe(filled);

      // And React hydrates the server's page without a word.
      const container = document.createElement('div');
      container.innerHTML = filled;
      document.body.append(container);
      const errors = vi.spyOn(console, 'error');
      const recoverable: unknown[] = [];
      const root = await act(() =>
        hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) }),
      );
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      // Not one element changed (compared as the page serialises them).
      const asServed = document.createElement('div');
      asServed.innerHTML = filled;
      expect(container.innerHTML).toBe(asServed.innerHTML);
      act(() => root.unmount());
      container.remove();
    });
  });
});

describe('the server data', () => {
  it('comes from the page’s data block, or Waha’s defaults without one', () => {
    expect(serverData()).toBe(DEFAULT_SERVER_DATA);
    const data = SAMPLES[1]?.[1] ?? DEFAULT_SERVER_DATA;
    serve(data);
    expect(serverData()).toEqual(data);
    // Read once for the page's life.
    expect(serverData()).toBe(serverData());
  });

  it('may not be read outside a slot while the build prerenders', async () => {
    function Reads() {
      return <p>{useServerData().org.name?.en}</p>;
    }
    const built = await prerenderWithoutServerData(() => renderToString(<Reads />));
    expect(built.readOutsideSlot).toBe(true);
    const plain = await prerenderWithoutServerData(() => renderToString(<p />));
    expect(plain.readOutsideSlot).toBe(false);
  });

  it('is escaped in a slot as React escapes text', () => {
    const text = `<a href="x">Tom's & co</a>`;
    expect(renderToString(<p>{text}</p>)).toBe(`<p>${escapeHtml(text)}</p>`);
    expect(renderToString(<p title={text} />)).toBe(`<p title="${escapeHtml(text)}"></p>`);
    expect(Object.keys(SERVER_SLOTS)).toEqual(Object.keys(COMPONENTS));
  });
});
