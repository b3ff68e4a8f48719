import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installChunkReloadGuard } from './lib/chunk-reload';
import { listenForInstallOffer } from './lib/install-prompt';
import { initI18n } from './lib/i18n';
import { leaveAgainIfReturned } from './lib/quick-exit';
import { queryClient } from './lib/session';
import { registerServiceWorker } from './lib/service-worker';
import { createAppRouter } from './router';
import './styles.css';

// Back after a quick exit: leave again before anything of Waha is shown.
if (!leaveAgainIfReturned()) {
  installChunkReloadGuard();
  listenForInstallOffer();
  await initI18n();

  const router = createAppRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  // After the first screen, so the service worker's downloads never compete with it.
  if (document.readyState === 'complete') void registerServiceWorker();
  else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
}
