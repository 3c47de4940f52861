import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeNow, listenLocally } from '@club/core';

/**
 * The two identity providers fans sign in with, as far as a web server's sign-in uses them: the
 * authorization code flow with PKCE of Google (OpenID Connect) and of LINE Login v2.1. Each lives
 * under its own prefix of the fake (`/google`, `/line`) at the paths the provider documents, so the
 * product reaches it by swapping only the scheme and host of the real endpoints
 * (GOOGLE_OAUTH_URL, LINE_OAUTH_URL).
 */
export const PROVIDERS = {
  // https://developers.google.com/identity/openid-connect/openid-connect
  google: { authorize: '/o/oauth2/v2/auth', token: '/token', userinfo: '/v1/userinfo', clientId: 'fake-google-client.apps.googleusercontent.com', clientSecret: 'fake-google-secret' },
  // https://developers.line.biz/en/reference/line-login/
  line: { authorize: '/oauth2/v2.1/authorize', token: '/oauth2/v2.1/token', userinfo: '/oauth2/v2.1/userinfo', clientId: '2000000001', clientSecret: 'fake-line-channel-secret' },
} as const;

type ProviderName = keyof typeof PROVIDERS;

interface Person {
  sub: string;
  name: string;
  email: string;
}

interface Grant {
  provider: ProviderName;
  person: Person;
  redirectUri: string;
  codeChallenge: string | null;
  nonce: string | null;
  expires: number;
}

export interface FakeOAuth {
  url: string;
  /** What the product's GOOGLE_OAUTH_URL / LINE_OAUTH_URL and client credentials are set to, to use this fake. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const CODE_LIFETIME_MS = 60_000;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** An ID token signed HS256 with the client secret, as LINE signs those of web logins (the product reads it from the token endpoint over the connection, as OIDC allows). */
function idToken(issuer: string, clientId: string, secret: string, person: Person, nonce: string | null): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = { iss: issuer, sub: person.sub, aud: clientId, iat: now, exp: now + 3600, name: person.name, email: person.email, email_verified: true, ...(nonce ? { nonce } : {}) };
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The provider's sign-in screen: who to sign in as (any name and address: it is a fake). */
function signInPage(provider: ProviderName, query: URLSearchParams): string {
  const hidden = [...query].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
  const title = provider === 'google' ? 'Fake Google' : 'Fake LINE';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title} sign-in</title></head>
<body><main><h1>${title}: sign in</h1><form method="post">${hidden}
<p><label>Name <input name="fake_name" value="Fake Fan" required></label></p>
<p><label>Email <input name="fake_email" type="email" value="fake.fan@example.com" required></label></p>
<p><button type="submit" name="fake_answer" value="allow">Allow</button> <button type="submit" name="fake_answer" value="deny">Cancel</button></p>
</form></main></body></html>`;
}

/** A fake of Google's and LINE's OAuth 2.0 / OpenID Connect endpoints on `host:port` (port 0: any free one). */
export async function startFakeOAuth(opts: { port?: number; host?: string } = {}): Promise<FakeOAuth> {
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, { provider: ProviderName; person: Person }>();
  let url = '';

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const request = new URL(req.url ?? '/', 'http://fake');
    const [, name, ...rest] = request.pathname.split('/');
    if (name !== 'google' && name !== 'line') return sendJson(res, 404, { error: 'not_found' });
    const provider = PROVIDERS[name];
    const path = `/${rest.join('/')}`;

    if (path === provider.authorize) {
      const query = req.method === 'POST' ? await readForm(req) : request.searchParams;
      const redirectUri = query.get('redirect_uri');
      if (query.get('client_id') !== provider.clientId || query.get('response_type') !== 'code' || !redirectUri || !query.get('state')) {
        return sendJson(res, 400, { error: 'invalid_request', error_description: 'client_id, response_type=code, redirect_uri and state are required' });
      }
      if (req.method !== 'POST') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(signInPage(name, query));
      }
      const back = new URL(redirectUri);
      back.searchParams.set('state', query.get('state')!);
      if (query.get('fake_answer') !== 'allow') {
        back.searchParams.set('error', 'access_denied');
      } else {
        const email = (query.get('fake_email') ?? '').trim().toLowerCase();
        const person = { sub: createHash('sha256').update(`${name}:${email}`).digest('hex').slice(0, 21), name: query.get('fake_name') ?? '', email };
        const code = randomBytes(16).toString('hex');
        const challenge = query.get('code_challenge');
        if (challenge && query.get('code_challenge_method') !== 'S256') return sendJson(res, 400, { error: 'invalid_request', error_description: 'code_challenge_method must be S256' });
        grants.set(code, { provider: name, person, redirectUri, codeChallenge: challenge, nonce: query.get('nonce'), expires: Date.now() + CODE_LIFETIME_MS });
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }

    if (path === provider.token && req.method === 'POST') {
      const form = await readForm(req);
      const basic = /^basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent) : [];
      const clientId = basicId ?? form.get('client_id');
      const clientSecret = basicSecret ?? form.get('client_secret');
      if (clientId !== provider.clientId || clientSecret !== provider.clientSecret) return sendJson(res, 401, { error: 'invalid_client' });
      const code = form.get('code') ?? '';
      const grant = grants.get(code);
      grants.delete(code); // once only
      const verifier = form.get('code_verifier');
      const pkceHolds = !grant?.codeChallenge || (verifier && createHash('sha256').update(verifier).digest('base64url') === grant.codeChallenge);
      if (form.get('grant_type') !== 'authorization_code' || !grant || grant.provider !== name || grant.expires < Date.now() || grant.redirectUri !== form.get('redirect_uri') || !pkceHolds) {
        return sendJson(res, 400, { error: 'invalid_grant' });
      }
      const accessToken = randomUUID();
      accessTokens.set(accessToken, { provider: name, person: grant.person });
      return sendJson(res, 200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'openid profile email',
        id_token: idToken(`${url}/${name}`, provider.clientId, provider.clientSecret, grant.person, grant.nonce),
      });
    }

    if (path === provider.userinfo && req.method === 'GET') {
      const holder = accessTokens.get(/^bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '');
      if (!holder || holder.provider !== name) return sendJson(res, 401, { error: 'invalid_token' });
      const { sub, name: fullName, email } = holder.person;
      // LINE gives the address only in the ID token; Google in both.
      return sendJson(res, 200, name === 'google' ? { sub, name: fullName, email, email_verified: true } : { sub, name: fullName });
    }

    return sendJson(res, 404, { error: 'not_found' });
  };

  const server = createServer((req, res) => void handle(req, res).catch(() => sendJson(res, 500, { error: 'server_error' })));
  url = await listenLocally(server, opts);
  return {
    url,
    env: {
      GOOGLE_OAUTH_URL: `${url}/google`, GOOGLE_CLIENT_ID: PROVIDERS.google.clientId, GOOGLE_CLIENT_SECRET: PROVIDERS.google.clientSecret,
      LINE_OAUTH_URL: `${url}/line`, LINE_CHANNEL_ID: PROVIDERS.line.clientId, LINE_CHANNEL_SECRET: PROVIDERS.line.clientSecret,
    },
    close: () => closeNow(server, new Set()),
  };
}
