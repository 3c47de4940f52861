/// <reference lib="webworker" />
/**
 * Solves the waiting room's bot check (an ALTCHA proof-of-work) off the page's thread, so the page
 * keeps answering taps and its words while a phone works for a few hundred milliseconds. It
 * receives the challenge the API sent and answers the payload to join with (base64 JSON, as the
 * ALTCHA widget sends it), or null when it found no answer. No call leaves the browser.
 */
import { solveChallenge as solveV1 } from 'altcha-lib/v1';
import { solveChallenge as solveV2 } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { Challenge as ChallengeV2 } from 'altcha-lib/types';
import type { Challenge as ChallengeV1 } from 'altcha-lib/v1/types';

declare const self: DedicatedWorkerGlobalScope;

const encode = (value: unknown) => btoa(JSON.stringify(value));

async function solve(challenge: ChallengeV1 | ChallengeV2): Promise<string | null> {
  if ('parameters' in challenge) {
    const solution = await solveV2({ challenge, deriveKey });
    return solution && encode({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution });
  }
  const { algorithm, challenge: hash, maxnumber, salt, signature } = challenge;
  const solution = await solveV1(hash, salt, algorithm, maxnumber).promise;
  return solution && encode({ algorithm, challenge: hash, number: solution.number, salt, signature, took: solution.took });
}

self.onmessage = (message: MessageEvent<ChallengeV1 | ChallengeV2>) => {
  solve(message.data).then(
    (payload) => self.postMessage({ payload }),
    (error: unknown) => self.postMessage({ payload: null, error: String(error) }),
  );
};
