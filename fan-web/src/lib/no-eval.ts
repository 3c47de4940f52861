import { config } from 'zod/v4/core';

// The site's Content-Security-Policy forbids eval. zod would try `Function('')` to see whether it
// may compile its parsers (a reported CSP violation) and then parse without; skip the attempt.
// Imported by each module that parses (the login, promo-code and address forms), not by the
// landing page, which parses nothing.
config({ jitless: true });
