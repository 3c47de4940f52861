/**
 * What a page rendered on the server (entry-server.tsx) knows of the request it answers: where the
 * API is, the fan's session when the page is rendered for a signed-in fan, and the time it is
 * rendered at. In a browser there is none.
 */
export interface ServerRequest {
  /** The address the API listens on: the server rendering a page calls itself. */
  apiOrigin: string;
  /** The signed-in fan's session token (from the identity provider's cookie), for a page rendered for them. */
  session?: string;
  /** When the page was rendered, which its countdowns count from (lib/use-now.ts). */
  now: number;
}

let current: () => ServerRequest | undefined = () => undefined;

/** On the server: how to find the request of the render under way (entry-server.tsx keeps one per render). */
export function answerRequestsWith(lookup: () => ServerRequest | undefined): void {
  current = lookup;
}

/** The request of the page being rendered on the server; undefined in a browser. */
export const serverRequest = (): ServerRequest | undefined => current();
