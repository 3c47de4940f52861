import { z } from 'zod';
import { fieldNotDate, msgWith, type FieldKey } from './messages.js';

/** A date-time the console sends (an ISO string), refused in the field's words when it is none. */
export const when = (field: FieldKey) => z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? new Date(v) : v),
  z.date({ error: msgWith(fieldNotDate(field)) }).refine((d) => !Number.isNaN(d.getTime()), msgWith(fieldNotDate(field))),
);

/** A field that may be left empty (react-admin sends '' or null): null then. */
export const optional = <S extends z.ZodType>(inner: S) => z.preprocess((v) => (v === '' ? null : v), inner.nullish().transform((v) => v ?? null));
