import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installChunkReloadGuard } from './lib/chunk-reload';
import { initI18n } from './lib/i18n';
import { leaveAgainIfReturned } from './lib/quick-exit';
import { queryClient } from './lib/session';
import { createAppRouter } from './router';
import './styles.css';

// Back after a quick exit: leave again before anything of Waha is shown.
if (!leaveAgainIfReturned()) {
  installChunkReloadGuard();
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
}
