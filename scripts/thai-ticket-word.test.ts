import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './build-sites.js';

/** Where the product's Thai words live: messages, mails, ticket files, both sites' texts, the demo data. */
const SOURCES = ['packages/core/src', 'packages/ticket-files/src', 'packages/db/src', 'worker/src', 'api/src', 'fan-web/src', 'admin-web/src'];

/** บัตร alone is a ticket here; in these words it is another card. */
const OTHER_CARDS = /บัตร(?!เครดิต|เดบิต|ประชาชน|ATM)/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|json)$/.test(f) && !f.includes('node_modules'))
    .map((f) => path.join(dir, f));
}

describe('the Thai word for a ticket', () => {
  it('is ตั๋ว on every screen, mail, PDF, wallet pass and calendar (บัตร only for other cards, such as a credit card)', () => {
    const found = SOURCES.flatMap(sourceFiles).flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8').split('\n')
        .map((line, i) => ({ where: `${file}:${i + 1}`, line }))
        .filter(({ line }) => OTHER_CARDS.test(line))
        .map(({ where, line }) => `${where}: ${line.trim().slice(0, 80)}`));
    expect(found).toEqual([]);
  });
});
