/** What one of the fake services answers to one call: a status and a JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}
