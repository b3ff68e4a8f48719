import { QueryClientContext } from '@tanstack/react-query';
import type { Gender, SessionResponse } from '@waha/shared';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { SESSION_KEY } from './session';

/** The i18next context that picks a `_female` or `_male` text, or undefined for the inclusive one. */
export type AddressForm = Gender | undefined;

const noSubscription = () => () => undefined;

/**
 * How the texts address the person (DESIGN.md, care rules: Arabic for women and men alike): the
 * signed-in account's gender, as an i18next context, so `t(key, { context })` gives the feminine or
 * masculine form; undefined for a guest or while the session is unknown, which gives the key's
 * inclusive wording. It reads the session the app has already loaded and never fetches it, so
 * a screen rendered without a query client (a component test) simply gets the inclusive form.
 */
export function useAddressForm(): AddressForm {
  const client = useContext(QueryClientContext);
  const subscribe = useCallback(
    (onChange: () => void) => client?.getQueryCache().subscribe(onChange) ?? (() => undefined),
    [client],
  );
  const read = () =>
    client?.getQueryData<SessionResponse | null>(SESSION_KEY)?.account?.gender ?? undefined;
  return useSyncExternalStore(client ? subscribe : noSubscription, read, read);
}
