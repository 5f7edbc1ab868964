import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/styles.css';
import { initI18n, language } from './lib/i18n';
import { lobbyPaths } from './lib/route-rules';
import { App } from './app/App';
import { releaseBootShellLater, releaseBootShellOff } from './lib/boot-shell';
import { registerServiceWorker } from './app/register-sw';
import { loadTypedLobby } from './app/typed-lobby-route';
import { nextTask, whenIdle } from './lib/idle';
import { loadApiClient } from './lib/api';
import { loadStartGame } from './features/games/launch';
import { connectSessionToApi } from './features/accounts/session';

/**
 * Starts the app: wires the services the modules leave unwired on import (the API client to the
 * session), starts the loads the first screen needs, and renders it. Called once, below.
 */
function startApp(): void {
  // The server's still pictures belong to the page they were drawn for (a stored shell may carry them).
  releaseBootShellOff(window.location.pathname);

  // Calls carry the session's token, and a dead token is forgotten (no module does this on import).
  connectSessionToApi();

  // The HTTP client is a chunk of its own (decision 041): fetched now, while React draws the first
  // screen, so the calls the first render starts find it loaded. A failure is retried by the next call.
  loadApiClient().catch(() => undefined);

  // The catalog must be active before the first render, or the first paint would be in the wrong
  // language. A promise, not top-level await: with TLA in the entry, Rollup splits every module the
  // lazy chunks share into its own file (to avoid a wait cycle), and the lobby starts with a dozen requests.
  const path = window.location.pathname.replace(/\/+$/, '').toLowerCase();
  const lobbyType = lobbyPaths[path];
  // A typed lobby opened directly waits for its chunk (the server preloads it with the page), so its
  // first render has it; on a failure the route's own lazy load shows the error and the retry.
  const typedLobby = lobbyType ? loadTypedLobby().catch(() => undefined) : undefined;

  // The first render starts in a task of its own: the entry's evaluation (React's own set-up among
  // it) and React's root and first slice were one long task on a cheap phone (Lighthouse: TBT).
  void Promise.all([initI18n(), typedLobby, nextTask()]).then(([, lobby]) => {
    const root = document.getElementById('root');
    if (!root) return;
    lobby?.fetchFirstPageEarly(lobbyType, window.location.search, language.peek());
    // A transition: React renders the first screen in slices it can pause, not in one long task
    // while a cheap phone is also parsing and painting (Lighthouse: total blocking time).
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
    registerServiceWorker();
    releaseBootShellLater();
    // A tap on a category should not wait for the typed lobbies' chunk.
    if (!lobbyType) whenIdle(() => void loadTypedLobby().catch(() => undefined), 5000);
    // Nor a tap on a game for its start code (a chunk of its own: ADR 063); a failure retries on the tap.
    whenIdle(() => void loadStartGame().catch(() => undefined), 5000);
  });
}

startApp();
