// First: before any schema parses.
import './lib/no-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app';
import { applyLanguage, createI18n, storedLanguage } from './i18n';
import './styles.css';

const language = storedLanguage();
applyLanguage(language);
const i18n = await createI18n(language);
const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root');
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>
  </StrictMode>,
);
