/**
 * The end of a `switch` over every kind of a union: a new kind fails to compile until the switch
 * handles it, and a value the types did not foresee (an old client's, a hand-edited row's) throws
 * here rather than falling through to another kind's words.
 */
export function assertNever(value: never): never {
  throw new Error(`Unexpected kind: ${JSON.stringify(value)}`);
}
