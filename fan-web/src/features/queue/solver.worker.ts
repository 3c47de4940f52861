/// <reference lib="webworker" />
/**
 * Solves the waiting room's bot check (an ALTCHA proof-of-work in altcha-lib's v1 format, as the
 * API makes it: packages/waiting-room/src/challenge.ts) off the page's thread, so the page keeps
 * answering taps and its words while a phone works. It receives the challenge the API sent and
 * answers the payload to join with (base64 JSON, as the ALTCHA widget sends it), or null when it
 * found no answer. No call leaves the browser.
 */
import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';

declare const self: DedicatedWorkerGlobalScope;

async function solve({ algorithm, challenge, maxnumber, salt, signature }: Challenge): Promise<string | null> {
  const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
  return solution && btoa(JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature, took: solution.took }));
}

self.onmessage = (message: MessageEvent<Challenge>) => {
  solve(message.data).then(
    (payload) => self.postMessage({ payload }),
    (error: unknown) => self.postMessage({ payload: null, error: String(error) }),
  );
};
