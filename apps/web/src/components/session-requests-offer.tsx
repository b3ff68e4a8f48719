import { sessionLanguagesOffered } from '@waha/shared/server-slots';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { serverData, useServerSlotData } from '@/lib/platform/server-data';

/**
 * Whether the organisation takes session requests, and in which session languages (its
 * configuration file). The server writes them into the page as markers (the server slot
 * "session-requests"), which `styles.css` reads to show or hide, in the first paint, what offers
 * requests and each session language on the form, in texts of the build. After hydration the
 * screens also know it from the page's data (`useSessionRequestOffer`), so that browsers without
 * CSS `:has()` hide the same parts then.
 */
export function SessionRequestMarkers() {
  const data = useServerSlotData();
  return (
    <span data-server-slot="session-requests" hidden>
      {(data ? sessionLanguagesOffered(data) : []).map((language) => (
        <span key={language} hidden data-language={language} />
      ))}
    </span>
  );
}

const noChange = () => () => undefined;

/**
 * The session languages offered (empty when requests are not taken), once the page is live; null
 * while it is prerendered or hydrated, when the markers above decide what shows.
 */
export function useSessionRequestOffer(): readonly string[] | null {
  const offer = useSyncExternalStore(
    noChange,
    () => serverData().org.sessionRequests,
    () => null,
  );
  return offer && (offer.offered ? offer.languages : []);
}

/**
 * A part that offers session requests: shown when the organisation takes them, else hidden (and
 * `otherwise` shown instead, when given). Adds no box of its own.
 */
export function OffersSessionRequests({
  children,
  otherwise,
}: {
  children: ReactNode;
  otherwise?: ReactNode;
}) {
  const offer = useSessionRequestOffer();
  const offered = offer === null ? undefined : offer.length > 0;
  return (
    <div className="session-offer contents">
      <SessionRequestMarkers />
      <div className="offered-only contents" hidden={offered === false}>
        {children}
      </div>
      {otherwise === undefined ? null : (
        <div className="not-offered-only contents" hidden={offered === true}>
          {otherwise}
        </div>
      )}
    </div>
  );
}
