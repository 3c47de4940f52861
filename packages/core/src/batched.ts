/**
 * One call of `run` for many callers: the first item goes at once, and the items that arrive while
 * a call is under way wait and go together in the next (at most `max` a call). Under load the
 * calls grow with the load, at no cost in waiting when it is quiet. `run` answers one result per
 * item, in order; each caller gets its own, or the error of the call its item went in.
 */
export function batched<I, O>(run: (items: I[]) => Promise<O[]>, max = 500): (item: I) => Promise<O> {
  const waiting: { item: I; resolve: (answer: O) => void; reject: (err: unknown) => void }[] = [];
  let running = false;
  const drain = async () => {
    running = true;
    while (waiting.length > 0) {
      const now = waiting.splice(0, max);
      try {
        const answers = await run(now.map((w) => w.item));
        now.forEach((w, i) => w.resolve(answers[i]!));
      } catch (err) {
        for (const w of now) w.reject(err);
      }
    }
    running = false;
  };
  return (item) => new Promise<O>((resolve, reject) => {
    waiting.push({ item, resolve, reject });
    if (!running) void drain();
  });
}
