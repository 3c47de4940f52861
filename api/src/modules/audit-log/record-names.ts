import { sql, type SQL } from 'drizzle-orm';
import { textOf } from '@club/core';
import { schema } from '@club/db';

const {
  auditLog, bankAccounts, banners, categories, matches, orders, pickupLocations, products, promoCodes, purchases, shippingMethods, teams, tickets, users, venues,
} = schema;

/** The entry's id as a uuid, or null when it is not one (a refused scan logs the code as typed). */
const entityUuid = sql`(case when ${auditLog.entityId} ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' then ${auditLog.entityId}::uuid end)`;

/** `{ en, th }` of one name the same in both languages (a reference, an e-mail), or of an English and a Thai one. */
const named = (en: SQL | unknown, th: SQL | unknown = en) => sql`json_build_object('en', ${en}, 'th', ${th})`;
const byId = (table: SQL, name: SQL, id: SQL = entityUuid) => sql`(select ${name} from ${table} where id = ${id})`;

const awayTeams = sql`${teams} as away`;

/**
 * How staff know each kind of record the log names: a purchase by its TK- reference, an order by
 * its OR- number, a ticket by its number, a person by their e-mail, a catalogue record by its name
 * in each language. A kind not listed is shown by its id.
 */
const NAMES: Record<string, SQL> = {
  purchase: byId(sql`${purchases}`, named(sql`reference_number`)),
  order: byId(sql`${orders}`, named(sql`order_number`)),
  ticket: byId(sql`${tickets}`, named(sql`ticket_number`)),
  user: byId(sql`${users}`, named(sql`email`), sql`${auditLog.entityId}`),
  product: byId(sql`${products}`, named(sql`name`, sql`name_th`)),
  category: byId(sql`${categories}`, named(sql`name`, sql`name_th`)),
  banner: byId(sql`${banners}`, named(sql`title`, sql`title_th`)),
  promo_code: byId(sql`${promoCodes}`, named(sql`code`)),
  shipping_method: byId(sql`${shippingMethods}`, named(sql`name`, sql`name_th`)),
  pickup_location: byId(sql`${pickupLocations}`, named(sql`name`, sql`name_th`)),
  team: byId(sql`${teams}`, named(sql`name`, sql`name_th`)),
  venue: byId(sql`${venues}`, named(sql`name`, sql`name_th`)),
  bank_account: byId(sql`${bankAccounts}`, named(sql`bank_name || ' · ' || account_number`, sql`bank_name_th || ' · ' || account_number`)),
  match: sql`(select ${named(
    sql`home.name || ' – ' || coalesce(away.name, ${textOf('match.opponent_tba', 'en')})`,
    sql`home.name_th || ' – ' || coalesce(away.name_th, ${textOf('match.opponent_tba', 'th')})`,
  )} from ${matches} join ${teams} as home on home.id = ${matches.homeTeamId} left join ${awayTeams} on away.id = ${matches.awayTeamId}
    where ${matches.id} = ${entityUuid})`,
};

/**
 * A deleted record is named as the log kept it: this entry's record as created or deleted, else
 * the record as its deletion wrote it down.
 */
const before = sql`coalesce(${auditLog.changes} -> 'after', ${auditLog.changes} -> 'before', (
  select d.changes -> 'before' from ${auditLog} d where d.entity_type = ${auditLog.entityType} and d.entity_id = ${auditLog.entityId}
    and jsonb_typeof(d.changes -> 'before') = 'object' order by d.id desc limit 1))`;
const deletedName = sql`(case when jsonb_typeof(${before}) = 'object' and coalesce(${before} ->> 'name', ${before} ->> 'title', ${before} ->> 'code') is not null then ${named(
  sql`coalesce(${before} ->> 'name', ${before} ->> 'title', ${before} ->> 'code')`,
  sql`coalesce(${before} ->> 'name_th', ${before} ->> 'title_th', ${before} ->> 'name', ${before} ->> 'title', ${before} ->> 'code')`,
)} end)`;

/** The record an audit entry names, as staff know it in each language; null when it has no such name. */
export const entityName = sql<{ en: string; th: string } | null>`coalesce(case ${auditLog.entityType} ${sql.join(
  Object.entries(NAMES).map(([type, name]) => sql`when ${type} then ${name}`),
  sql` `,
)} end, ${deletedName})`;

/**
 * An entry's record found by what staff type: its id, or its reference, order number, ticket number
 * or e-mail (any case).
 */
export const entityIs = (text: string) => sql`(${auditLog.entityId} = ${text} or ${auditLog.entityId} in (
  select id::text from ${purchases} where upper(reference_number) = upper(${text})
  union all select id::text from ${orders} where upper(order_number) = upper(${text})
  union all select id::text from ${tickets} where upper(ticket_number) = upper(${text})
  union all select id from ${users} where lower(email) = lower(${text})))`;
