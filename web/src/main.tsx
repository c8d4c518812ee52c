import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app.providers';
import { initI18n, storedLanguage } from './lib/i18n.setup';
import './app/app.css';

async function start(): Promise<void> {
  await initI18n(storedLanguage());
  const container = document.getElementById('root');
  if (!container) throw new Error('missing #root');
  createRoot(container).render(<AppProviders />);
}

void start();
