import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!, {
  // An error a boundary caught is handled: the page shows it (RouteError) and the
  // network layer has told the user (ERR-02). The console keeps a warning, not an error.
  onCaughtError: (error, info) => console.warn('Handled by an error boundary:', error, info.componentStack),
  // A render that threw and then succeeded when React rendered it again: a query that
  // failed while the app was leaving the page (a 503 on the way to /maintenance, a 401
  // on the way to /login). The page the user sees is right; keep it as a warning.
  onRecoverableError: (error, info) => console.warn('React recovered from:', error, info.componentStack),
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
