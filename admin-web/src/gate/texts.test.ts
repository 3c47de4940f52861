import { describe, expect, it } from 'vitest';
import { GATE_VERDICTS } from '@club/core';
import { en } from '../i18n/en';
import { th } from '../i18n/th';
import { translator } from './texts';

/** Every key path under a locale object. */
const keysOf = (node: unknown, at = ''): string[] => (typeof node === 'object' && node
  ? Object.entries(node).flatMap(([k, v]) => keysOf(v, at ? `${at}.${k}` : k))
  : [at]);

describe("the gate app's words", () => {
  it('has every gate text in English and Thai', () => {
    expect(keysOf(th.gate).sort()).toEqual(keysOf(en.gate).sort());
  });

  it('names every verdict in both languages', () => {
    for (const locale of ['en', 'th'] as const) {
      const t = translator(locale);
      for (const verdict of GATE_VERDICTS) expect(t(`gate.verdict.${verdict}`)).not.toBe(`gate.verdict.${verdict}`);
    }
  });

  it('fills places and picks the plural by smart_count', () => {
    const t = translator('en');
    expect(t('gate.queue.waiting', { smart_count: 1 })).toBe('1 scan waiting to be sent');
    expect(t('gate.queue.waiting', { smart_count: 12 })).toBe('12 scans waiting to be sent');
    expect(translator('th')('gate.queue.waiting', { smart_count: 12 })).toBe('รอส่ง 12 รายการ');
    expect(t('gate.reason.usedElsewhere', { gate: 'Gate B', time: '18:06' })).toBe('Already used: Gate B at 18:06');
  });
});
