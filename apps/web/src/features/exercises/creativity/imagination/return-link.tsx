import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/button';

/**
 * A link to a path of this app given as one string (`/exercises/?tab=audios#x`): its search and
 * hash are read the way the router reads an address.
 */
export function ReturnLink({ path, children }: { path: string; children: ReactNode }) {
  const router = useRouter();
  const url = new URL(path, 'https://waha.invalid');
  return (
    <Link
      to={url.pathname}
      search={router.options.parseSearch(url.search)}
      hash={url.hash.slice(1) || undefined}
      className={buttonClass('primary', 'self-start')}
    >
      {children}
    </Link>
  );
}
