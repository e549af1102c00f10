/**
 * Airport codes beside a route arrow on a line with a clock time (ner/airport-routes.ts).
 */
import { describe, expect, it } from 'vitest';
import { itFinds, itFindsNo, labels } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const places = (text: string, lang: Language) => labels(text, lang).filter((l) => l.startsWith('LOCATION:'));

describe('airport codes in a route line (airport-routes.ts)', () => {
  it.each<[Language, string, string[]]>([
    ['en', 'booked. United UA1583 ORD→DEN 7:05am. conf# KJ3P9Z', ['LOCATION:ORD', 'LOCATION:DEN']],
    ['en', '14DEC  EK 004  LGW 20:40 → DXB 06:35+1  Economy', ['LOCATION:LGW', 'LOCATION:DXB']],
    ['en', 'Chen Wei   TP1351 LHR->LIS Mon 7 Oct 07:05', ['LOCATION:LHR', 'LOCATION:LIS']],
    ['es', '08 ABR IB3166 Madrid (MAD) 11:35 → Lima (LIM) 17:05', ['LOCATION:MAD', 'LOCATION:LIM']],
    ['en', 'Qantas QF1 SYD–LHR via SIN, departs Thu 19 Dec 2024 15:55. Seat 43K.', ['LOCATION:SYD', 'LOCATION:LHR', 'LOCATION:SIN']],
    ['es', '03DEC IB 3166 MAD–LIS sale 07:25 llega 07:40', ['LOCATION:MAD', 'LOCATION:LIS']],
  ])('[%s] %j finds %j', (lang, text, expected) => {
    const found = places(text, lang);
    for (const e of expected) expect(found).toContain(e);
  });

  it.each<[Language, string]>([
    ['en', 'Export now converts CSV → XLS without losing the header row.'],
    ['en', 'Pipeline: API -> SDK -> CLI, see the docs.'],
    ['en', 'ETA 14:05 for the DXB team call.'],
    ['en', 'Rates at 09:30: USD – EUR 0.92, GBP – EUR 1.17.'],
    ['en', 'The 2019–2021 ROI report, updated 10:15.'],
  ])('[%s] %j has no airport code', (lang, text) => {
    expect(places(text, lang)).toEqual([]);
  });
});

describe('airport codes of round 5', () => {
  itFinds([
    // A GDS line gives its times as four digits.
    ['en', '12MAY BA 117  LHR 0825 → JFK 1105  Seat 40A', 'LOCATION:JFK'],
    ['en', '12MAY BA 117  LHR 0825 → JFK 1105  Seat 40A', 'LOCATION:LHR'],
    // A code in brackets after its city needs no clock time.
    ['en', 'Shipment route: Lagos (LOS) → Doha (DOH), customs pending', 'LOCATION:LOS'],
    ['en', 'Shipment route: Lagos (LOS) → Doha (DOH), customs pending', 'LOCATION:DOH'],
  ]);
  itFindsNo('LOCATION', [
    // A file type in brackets after a word that is no place.
    ['en', 'Export: Comma separated (CSV) → Spreadsheet (XLS)'],
    // Four digits after a version are no clock time.
    ['en', 'Upgrade path: API 2019 → SDK 2020'],
  ]);
});
