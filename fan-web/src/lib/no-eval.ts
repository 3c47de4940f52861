import { config } from 'zod/v4/core';

// The site's Content-Security-Policy forbids eval. zod would try `Function('')` to see whether it
// may compile its parsers (a reported CSP violation) and then parse without; skip the attempt.
// (zod's core alone: the parsers themselves load with the pages that validate.)
config({ jitless: true });
