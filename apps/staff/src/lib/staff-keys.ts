import { staffKeysResponseSchema } from '@waha/shared/staff';
import { useEffect, useState } from 'react';
import { api } from './api';

export interface StaffKeysInfo {
  /** When each staff key was made, by id: the inbox names keys by it. */
  madeAt: ReadonlyMap<string, string>;
  /** The key new requests are sealed to. */
  current: string | null;
}

const EMPTY: StaffKeysInfo = { madeAt: new Map(), current: null };

/** The staff public keys the server knows (their ids and dates; the keys stay on the server). */
export function useStaffKeys(): StaffKeysInfo {
  const [info, setInfo] = useState<StaffKeysInfo>(EMPTY);
  useEffect(() => {
    let live = true;
    api('/api/staff/keys', { schema: staffKeysResponseSchema })
      .then(({ keys }) => {
        if (!live) return;
        setInfo({
          madeAt: new Map(keys.map((key) => [key.keyId, key.createdAt])),
          current: keys.find((key) => key.current)?.keyId ?? null,
        });
      })
      // Without the dates the inbox names keys by id alone.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return info;
}
