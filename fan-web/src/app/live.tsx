import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { cartKeys } from '../lib/get-cart';
import { orderKeys } from '../features/orders/api/keys';
import { purchaseKeys } from '../features/tickets/api/keys';
import { useAuth } from '../lib/auth/auth';
import { setLiveSocket } from '../lib/live-socket';

/** Resolves once the page is loaded and the browser has a moment to spare (at most 2 s later). */
const afterLoad = () =>
  new Promise<void>((resolve) => {
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });

/**
 * Live status for the signed-in fan: the API pushes `purchase:status`, `purchase:tickets` and
 * `ticket:used` (admitted at the gate) to the room `user:{id}`, and each message refreshes the
 * same queries a refetch would. The screens keep their 10 s poll as a fallback for when the
 * connection is down. The socket.io client is fetched only once a fan is signed in: a visitor's
 * first page does not carry it.
 */
export function LiveUpdates({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['matches'] });
    };
    // order:status {id, status, receiptError?}: the order screens refetch; a cancelled order gives
    // its stock back, which the cart's stock figures show.
    const refreshOrders = () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    };
    let socket: Socket | undefined;
    let ended = false;
    // Once the page is loaded: the client and its connection do not compete with what it shows first.
    void afterLoad().then(() => import('socket.io-client')).then(({ io }) => {
      if (ended) return;
      // The fan is known by the session cookie the browser sends with the connection.
      socket = io({ path: '/socket.io', transports: ['websocket'] });
      socket.on('purchase:status', refresh);
      socket.on('purchase:tickets', refresh);
      // ticket:used {purchaseId, ticketId, usedAt, usedGate}: the gate admitted one of the fan's tickets.
      socket.on('ticket:used', refresh);
      // ticket:transferred {ticketId, oldTicketId?, purchaseId?}: a ticket the fan passed on, received or claimed.
      socket.on('ticket:transferred', refresh);
      // ticket:sold {listingId, matchId, creditSatang}: a season ticket the fan offered on the exchange was bought (their list and credit).
      socket.on('ticket:sold', refresh);
      // purchase:bank-check / order:bank-check {id, check}: the bank check of a slip moved (asking, confirmed, left to staff).
      socket.on('purchase:bank-check', refresh);
      socket.on('order:status', refreshOrders);
      socket.on('order:bank-check', refreshOrders);
      // Anything missed while disconnected is fetched again on reconnection.
      socket.io.on('reconnect', () => {
        refresh();
        refreshOrders();
      });
      setLiveSocket(socket);
    });
    return () => {
      ended = true;
      socket?.disconnect();
      setLiveSocket(undefined);
    };
  }, [userId, queryClient]);

  return children;
}
