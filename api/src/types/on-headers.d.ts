declare module 'on-headers' {
  import type { ServerResponse } from 'node:http';
  /** Calls `listener` once, just before `res` writes its status line and headers. */
  export default function onHeaders(res: ServerResponse, listener: (this: ServerResponse) => void): void;
}
