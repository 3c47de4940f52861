import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * The room's Lua scripts. Every key of one room shares the hash tag `{q:<matchId>}`, so each script
 * touches one slot. A fan's value in `fans` is their entry (32 hex), then `,position` once placed.
 */

/**
 * The end of JOIN and READ: the fan's place as it stands. Expects `kind` and `v` (the fan's value or
 * nil) and `ms` (Redis's time for a join, else ''). Answers {'closed'} or {kind, value|'', phase,
 * mode, served, rate, held, saleStartsAt, turnMs, tail, admittedAtMs|'', ms}.
 */
const PLACE = `
local st = redis.call('HMGET', KEYS[2], 'phase', 'mode', 'served', 'rateNow', 'held', 'saleStartsAt', 'turnMs', 'tail')
if not st[1] then return {'closed'} end
local at = ''
if v then
  local c = string.find(v, ',', 1, true)
  if c then
    local pos = tonumber(string.sub(v, c + 1))
    if pos <= tonumber(st[3] or '0') then
      local r = redis.call('ZRANGEBYSCORE', KEYS[3], pos, '+inf', 'LIMIT', 0, 1)
      if r[1] then at = string.sub(r[1], string.find(r[1], ':', 1, true) + 1) end
    end
  end
end
return {kind, v or '', st[1], st[2] or 'open', st[3] or '0', st[4] or '0', st[5] or '0', st[6] or '0', st[7] or '600000', st[8] or '0', at, ms}
`;

/**
 * Join, and read the place it gave, in one call. KEYS: fans, state, adm. ARGV: user, a new entry.
 * A fan already in keeps what they have (another tab or device): kind 'joined', else 'new'. The
 * first join at or after the sale start freezes the pre-queue (as the worker's tick does): its
 * size is where arrivals' places start. Answers as PLACE, `ms` the time of joining.
 */
export const JOIN = `
local st0 = redis.call('HMGET', KEYS[2], 'phase', 'saleStartsAt')
if not st0[1] then return {'closed'} end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ms = tostring(now)
local kind = 'joined'
local v = redis.call('HGET', KEYS[1], ARGV[1])
if not v then
  kind = 'new'
  local phase = st0[1]
  if phase == 'open' and now >= tonumber(st0[2]) then
    local n = redis.call('HLEN', KEYS[1])
    redis.call('HSET', KEYS[2], 'phase', 'frozen', 'tail', n, 'pre', n)
    phase = 'frozen'
  end
  if phase == 'open' then
    v = ARGV[2]
  else
    v = ARGV[2] .. ',' .. redis.call('HINCRBY', KEYS[2], 'tail', 1)
  end
  redis.call('HSET', KEYS[1], ARGV[1], v)
end
${PLACE}`;

/** Undo a join whose record could not be written (KEYS: fans; ARGV: user, the value it got), so that joining again records it. */
export const UNJOIN = `
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then return redis.call('HDEL', KEYS[1], ARGV[1]) end
return 0
`;

/** Read a fan's place. KEYS: fans, state, adm. ARGV: user. Answers as PLACE, kind 'ok'. */
export const READ = `
local kind, ms, v = 'ok', '', redis.call('HGET', KEYS[1], ARGV[1])
${PLACE}`;

/** Freeze the pre-queue at the sale start. KEYS: fans, state. Answers the phase after. */
export const FREEZE = `
local phase = redis.call('HGET', KEYS[2], 'phase')
if phase == 'open' then
  local n = redis.call('HLEN', KEYS[1])
  redis.call('HSET', KEYS[2], 'phase', 'frozen', 'tail', n, 'pre', n)
  return 'frozen'
end
return phase
`;

/**
 * Advance `served`. KEYS: state, adm. ARGV: nowMs, admissions to add (fractional: the remainder is
 * carried to the next tick), mode, held, rate shown. Credit is not banked while nobody waits.
 * Answers {served, admitted now}.
 */
export const ADVANCE = `
local s = redis.call('HMGET', KEYS[1], 'phase', 'served', 'carry', 'tail')
if not s[1] then return {0, 0} end
redis.call('HSET', KEYS[1], 'mode', ARGV[3], 'held', ARGV[4], 'rateNow', ARGV[5], 'lastTick', ARGV[1])
local served = tonumber(s[2] or '0')
if s[1] ~= 'drawn' then return {served, 0} end
local tail = tonumber(s[4] or '0')
local carry = tonumber(s[3] or '0') + tonumber(ARGV[2])
local n = math.floor(carry)
carry = carry - n
if served + n > tail then
  n = tail - served
  carry = 0
end
if n > 0 then
  served = served + n
  redis.call('ZADD', KEYS[2], served, served .. ':' .. ARGV[1])
end
redis.call('HSET', KEYS[1], 'served', served, 'carry', tostring(carry))
return {served, n}
`;

/**
 * Record one purchase's duration. KEYS: lat. ARGV: nowMs, member (`durationMs:random`), window ms.
 * One call a purchase: older samples go and the key lives one window after the last purchase.
 */
export const LATENCY = `
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', '(' .. (tonumber(ARGV[1]) - tonumber(ARGV[3])))
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`;

const shas = new Map<string, string>();
const shaOf = (script: string) => {
  let sha = shas.get(script);
  if (!sha) shas.set(script, (sha = createHash('sha1').update(script).digest('hex')));
  return sha;
};

/** Runs a script by its hash, loading it when Redis does not know it (after a restart). */
export async function runScript<T = unknown>(redis: Redis, script: string, keys: string[], args: (string | number)[]): Promise<T> {
  try {
    return (await redis.evalsha(shaOf(script), keys.length, ...keys, ...args)) as T;
  } catch (err) {
    if (!(err instanceof Error) || !err.message.includes('NOSCRIPT')) throw err;
    return (await redis.eval(script, keys.length, ...keys, ...args)) as T;
  }
}
