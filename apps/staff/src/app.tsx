import { staffSessionResponseSchema } from '@waha/shared/staff';
import type { StaffSessionResponse } from '@waha/shared/staff';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Layout } from './components/layout';
import { api, onSessionEnded } from './lib/api';
import { useIdleSignOut } from './lib/idle';
import { forgetKeys } from './lib/keys';
import { navigate, useRoute } from './lib/router';
import { AuditScreen } from './screens/audit';
import { RequestScreen } from './screens/request';
import { RequestsScreen } from './screens/requests';
import { SetupScreen } from './screens/setup';
import { SignInScreen } from './screens/sign-in';

type Session = StaffSessionResponse | null | 'loading';

export function App() {
  const { t } = useTranslation();
  const route = useRoute();
  const [session, setSession] = useState<Session>(route.name === 'setup' ? null : 'loading');
  const [notice, setNotice] = useState<'sessionEnded' | 'idle' | null>(null);

  const signedOut = useCallback((why: 'sessionEnded' | 'idle' | null) => {
    forgetKeys();
    setSession(null);
    setNotice(why);
  }, []);

  useEffect(() => {
    if (route.name === 'setup') return;
    // 204 (no body) when nobody is signed in here.
    api<unknown>('/api/staff/session')
      .then((body) =>
        setSession(body === undefined ? null : staffSessionResponseSchema.parse(body)),
      )
      .catch(() => setSession(null));
    // Asked once, when the inbox opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => onSessionEnded(() => signedOut('sessionEnded')), [signedOut]);

  const signOut = useCallback(
    async (why: 'idle' | null) => {
      await api('/api/staff/session', { method: 'DELETE' }).catch(() => undefined);
      signedOut(why);
    },
    [signedOut],
  );
  useIdleSignOut(
    session !== null && session !== 'loading' ? session.idleMinutes : null,
    () => void signOut('idle'),
  );

  const live = session !== null && session !== 'loading' ? session : null;
  const signedIn = (next: StaffSessionResponse) => {
    setNotice(null);
    setSession(next);
    if (route.name === 'setup') navigate({ name: 'requests' }, true);
  };

  let screen;
  if (session === 'loading') {
    screen = <p role="status">{t('loading')}</p>;
  } else if (!live) {
    screen =
      route.name === 'setup' ? (
        <SetupScreen onDone={signedIn} />
      ) : (
        <SignInScreen notice={notice} onSignedIn={signedIn} />
      );
  } else if (route.name === 'request') {
    screen = <RequestScreen key={route.id} id={route.id} />;
  } else if (route.name === 'audit' && live.role === 'admin') {
    screen = <AuditScreen />;
  } else {
    screen = <RequestsScreen />;
  }
  return (
    <Layout session={live} onSignOut={() => void signOut(null)}>
      {screen}
    </Layout>
  );
}
