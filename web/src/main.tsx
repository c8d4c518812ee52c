import { createRoot } from 'react-dom/client';
import { loadUiLocale } from './app/app.locale';
import { AppProviders } from './app/app.providers';
import { initI18n, storedLanguage } from './lib/i18n.setup';
import './app/app.css';

async function start(): Promise<void> {
  const language = storedLanguage();
  const [antdLocale] = await Promise.all([loadUiLocale(language), initI18n(language)]);
  const container = document.getElementById('root');
  if (!container) throw new Error('missing #root');
  createRoot(container).render(<AppProviders antdLocale={antdLocale} />);
}

void start();
