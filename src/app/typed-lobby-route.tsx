import { lazy, useState } from 'react';
import type { GameType } from '../../contract/common';
import type * as TypedLobbyChunk from '../features/games/TypedLobby';
// In the first stylesheet, not the chunk's: the server's still row of tiles on a typed lobby is laid
// out by these rules (page, typed lobby, grid) before any script runs (decision 022).
import '../ui/page.css';
import '../features/games/typed-lobby.css';

/**
 * The typed lobbies (/rng, /live, ...) are a chunk of their own (decision 041): the home lobby's
 * first download does not carry them. A typed lobby opened directly does not wait a round trip
 * for it: the server names the chunk in the page (`<meta name="app-module">`, preloaded with the entry,
 * server/features/shell), and `src/main.tsx` holds the first render until it is here, so the
 * lobby renders at once, without a Suspense fallback. The home lobby fetches it when idle, so a
 * tap on a category finds it loaded.
 */
type TypedLobbyModule = typeof TypedLobbyChunk;

let loaded: TypedLobbyModule['default'] | undefined;
let loading: Promise<TypedLobbyModule> | undefined;

export function loadTypedLobby(): Promise<TypedLobbyModule> {
  loading ??= import('../features/games/TypedLobby').then(
    (m) => ((loaded = m.default), m),
    (err: unknown) => {
      loading = undefined; // the next visit of a typed lobby tries again
      throw err;
    },
  );
  return loading;
}

const LazyTypedLobby = lazy(() => loadTypedLobby());

export function TypedLobbyRoute({ type }: { type: GameType }) {
  // Chosen once per mount: swapping the component after its chunk came would remount the lobby.
  const [Lobby] = useState(() => loaded ?? LazyTypedLobby);
  return <Lobby type={type} />;
}
