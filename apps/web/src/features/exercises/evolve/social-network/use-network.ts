import { useEffect, useMemo, useRef, useState } from 'react';
import { useTabState } from '@/exercise-kit/hooks/use-tab-state';
import type { SaveOutcome } from '@/exercise-kit/records/save-outcome';
import { useExerciseRecords } from '@/exercise-kit/records/use-exercise-records';
import { RecordLimitError } from '@/lib/records/errors';
import { newRecordId } from '@/lib/records/record-id';
import { draftStorageKey } from '@/lib/session/session-drafts';
import {
  NETWORK_MAX_PEOPLE,
  makePerson,
  parseTabPeople,
  type Circle,
  type NetworkPerson,
  type Reflection,
  type ShownPerson,
} from './network-model';

/** A guest's people, kept in this tab as a draft: logging out forgets them. */
export const TAB_PEOPLE_KEY = draftStorageKey('social-network.people');
const NO_ONE: ShownPerson[] = [];

const loadSchema = () => import('./network-schema').then((module) => module.networkPersonSchema);

/** The network already holds as many people as allowed (spec §9); nothing was added. */
export class NetworkFullError extends Error {
  override readonly name = 'NetworkFullError';
}

/** Whether an error means the network is full, found by this device or by the server. */
export function isFull(error: unknown): boolean {
  return error instanceof NetworkFullError || error instanceof RecordLimitError;
}

const NO_RECORDS: never[] = [];
const byCreation = (a: NetworkPerson, b: NetworkPerson) => a.createdAt.localeCompare(b.createdAt);

/**
 * The person's network: a signed-in person's people are `network-person` records, encrypted and
 * checked with zod when decrypted, saved at each change; a guest's live in this tab until they
 * save, sign up or log in, and are then saved to the account (those left, if any, stay shown as
 * not saved yet). At most NETWORK_MAX_PEOPLE, counted here and by the server.
 */
export function useNetwork() {
  const records = useExerciseRecords<NetworkPerson>({
    kind: 'network-person',
    loadSchema,
    compare: byCreation,
    onConflict: 'overwrite',
  });
  const [tabPeople, setTabPeople] = useTabState(TAB_PEOPLE_KEY, NO_ONE, parseTabPeople);
  const [syncError, setSyncError] = useState<unknown>(null);
  const [syncing, setSyncing] = useState(false);
  const triedSync = useRef(false);

  const saved = useMemo(
    () =>
      (records.records ?? NO_RECORDS).map((person): ShownPerson => ({ ...person, saved: true })),
    [records.records],
  );
  const people = [...saved, ...tabPeople.filter((p) => !saved.some((s) => s.id === p.id))];
  const { signedIn } = records;

  /** Saves one person as an encrypted record, over a change made elsewhere if need be. */
  const put = async (id: string, person: NetworkPerson): Promise<SaveOutcome> => {
    const outcome = await records.put(id, person);
    records.update((current) => current.slice(0, NETWORK_MAX_PEOPLE));
    return outcome;
  };

  /** Saves the people kept in this tab to the account, one by one, in the order added. */
  const saveTabPeople = async () => {
    setSyncing(true);
    setSyncError(null);
    try {
      for (const person of tabPeople) {
        const { id, saved: _saved, ...value } = person;
        await put(id, value);
        setTabPeople((current) => current.filter((p) => p.id !== id));
      }
    } catch (error) {
      setSyncError(error);
    } finally {
      setSyncing(false);
    }
  };

  // Back signed in with people added as a guest (spec §6: they asked to save): save them once.
  const readyToSync = signedIn && records.records !== null && tabPeople.length > 0;
  useEffect(() => {
    if (!readyToSync || triedSync.current) return;
    triedSync.current = true;
    void saveTabPeople();
  });

  return {
    signedIn,
    isPending: records.isPending,
    isError: records.isError,
    people,
    unsaved: signedIn ? tabPeople.length : 0,
    syncing,
    syncError,
    saveTabPeople,

    /**
     * Adds a person; throws NetworkFullError (or the server's RecordLimitError) when full. An
     * account's save may wait on this device for the network (`outcome`); a guest's person is
     * kept in this tab (`outcome` null).
     */
    async add(
      name: string,
      circle: Circle,
    ): Promise<{ person: ShownPerson; outcome: SaveOutcome | null }> {
      if (people.length >= NETWORK_MAX_PEOPLE) throw new NetworkFullError();
      const value = makePerson(name, circle);
      const person: ShownPerson = { id: newRecordId(), saved: false, ...value };
      if (signedIn) {
        const outcome = await put(person.id, value);
        return { person: { ...person, saved: true }, outcome };
      }
      setTabPeople((current) => [...current, person]);
      return { person, outcome: null };
    },

    /** Changes a person; the save's outcome as `add`'s. */
    async update(
      target: ShownPerson,
      name: string,
      circle: Circle,
      reflection: Reflection,
    ): Promise<SaveOutcome | null> {
      const next = makePerson(name, circle, reflection, target.createdAt);
      if (target.saved) return put(target.id, next);
      setTabPeople((current) =>
        current.map((p) => (p.id === target.id ? { id: p.id, saved: false, ...next } : p)),
      );
      return null;
    },

    async remove(target: ShownPerson) {
      if (!target.saved) {
        setTabPeople((current) => current.filter((p) => p.id !== target.id));
        return;
      }
      await records.remove(target.id);
    },
  };
}

export type Network = ReturnType<typeof useNetwork>;
