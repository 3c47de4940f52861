import { z } from 'zod';

// The site's Content-Security-Policy forbids eval. zod would try `Function('')` to see whether it
// may compile its parsers (a reported CSP violation) and then parse without; skip the attempt.
z.config({ jitless: true });
