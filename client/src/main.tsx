import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLoadingSignedInPage } from './app/routes';
import { leaveWhenSessionEnds } from './features/auth/api/session';
import { queryClient } from './lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

leaveWhenSessionEnds(queryClient);
startLoadingSignedInPage(window.location.pathname, queryClient);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
