import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { currentUserQueryKey, useCurrentUser } from '../api/get-current-user';
import { queryKeys } from '../api/query-keys';
import { afterLoadAndIdle } from '../startup/after-load-and-idle';
import { applyLiveMessage, invalidateLiveQueries } from './apply-live-message';
import { type LiveConnectionState, LiveSocket, liveSocketUrl } from './live-socket';
import type { ParsedFrame } from './server-message';

const LiveSocketContext = createContext<LiveSocket | null>(null);

/** The frames' reader, loaded with the socket (lib/live/server-message.ts). */
let parseFrame: ((json: unknown) => ParsedFrame) | undefined;

/** Opens the tab's live connection for as long as the app is mounted; frames go into the query cache. */
export function LiveSocketProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [socket] = useState(
    () =>
      new LiveSocket({
        url: () => liveSocketUrl(),
        onMessage: (message) => applyLiveMessage(queryClient, message),
        onReconnect: () => invalidateLiveQueries(queryClient),
        // Set before the socket starts (below).
        parse: (json) => parseFrame!(json),
      }),
  );
  useEffect(() => {
    // Opened once the page has loaded and the browser is idle: the first screen comes from the REST
    // answers, and the frames that follow the subscriptions would render it again while a phone is
    // still busy showing it (decision 021). Subscriptions made before are sent when it opens. The frames'
    // schemas come then too (lib/live/server-message.ts).
    let stopped = false;
    // A balance_update sent between the page's answers and the socket's first opening was heard by
    // nobody: the player is asked for again then (the later frames keep it right).
    let opened = false;
    const stopListening = socket.onStateChange(() => {
      if (opened || socket.getState() !== 'open') return;
      opened = true;
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      // Likewise a notification: the bell's count is read again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    });
    const stopWaiting = afterLoadAndIdle(() => {
      void import('./server-message').then(({ parseServerMessage }) => {
        parseFrame = parseServerMessage;
        if (!stopped) socket.start();
      });
    });
    return () => {
      stopped = true;
      stopListening();
      stopWaiting();
      socket.stop();
    };
  }, [socket, queryClient]);
  // Signing in on the page: the socket opened as a guest's reconnects as the player's, to hear its
  // balance_update (signing out, the server itself closes the player's sockets).
  const { data: user } = useCurrentUser();
  const userId = user === undefined ? undefined : (user?.id ?? null);
  const signedIn = useRef(userId);
  useEffect(() => {
    const before = signedIn.current;
    signedIn.current = userId;
    if (before !== undefined && typeof userId === 'number' && userId !== before) socket.restart();
  }, [socket, userId]);
  return <LiveSocketContext.Provider value={socket}>{children}</LiveSocketContext.Provider>;
}

function useLiveSocket(): LiveSocket {
  const socket = useContext(LiveSocketContext);
  if (!socket) throw new Error('useLiveSocket must be used inside LiveSocketProvider');
  return socket;
}

/** The connection's real state, for the live indicator. */
export function useLiveConnectionState(): LiveConnectionState {
  const socket = useLiveSocket();
  return useSyncExternalStore(socket.onStateChange, socket.getState, socket.getState);
}

/**
 * Whether the live socket is open now: its `balance_update` then refreshes the balance and the money
 * screens after a bet, so the bet's own answer need not.
 */
export function useLiveSocketOpen(): () => boolean {
  const socket = useLiveSocket();
  return () => socket.getState() === 'open';
}

/** Watches these races over the socket while the component is mounted (odds, status, results). */
export function useRaceSubscriptions(raceIds: readonly number[]): void {
  const socket = useLiveSocket();
  // A stable dependency: the same ids in any order are the same subscriptions.
  const key = [...new Set(raceIds)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (!key) return;
    const stops = key.split(',').map((id) => socket.subscribe(Number(id)));
    return () => {
      for (const stop of stops) stop();
    };
  }, [socket, key]);
}
