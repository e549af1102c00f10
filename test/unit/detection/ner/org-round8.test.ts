/**
 * Organization entries from the round-8 blind-written dev files (b12: systems and records; b13:
 * public and community text), orgs8, English and Spanish. Each block has rows it must catch and
 * rows it must leave.
 */
import { describe } from 'vitest';
import { itFinds, itFindsNo } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const must = itFinds;
const noOrg = (rows: [Language, string][]) => itFindsNo('ORGANIZATION', rows);

describe('units, plans and systems named like institutions (round 8)', () => {
  noOrg([
    ['en', 'Report faulty screens to Workplace Services.'],
    ['en', 'Working-line Labs need a lot more exercise than show-line ones.'],
    ['es', 'ERR-5001  Servicio Mercedes no disponible. Reintente en unos minutos.'],
    ['es', 'Tabla de tarifas 2025 — Mensajería Express'],
    ['es', 'El informe agrupa ahora las tiendas Norte, Centro y Sur en la región Atlántico.'],
    ['en', 'WITHOUT PREJUDICE SAVE AS TO COSTS\n\n6 March 2026'],
    ['es', 'CENTRO DE SALUD\nHorario de verano'],
  ]);
  must([
    ['en', 'Safety Officer, Karoo Mining Services (Kimberley)', 'ORGANIZATION:Karoo Mining Services'],
    ['en', 'Alumni of Persistent Systems met in Pune.', 'ORGANIZATION:Persistent Systems'],
    ['es', 'El Servicio Andaluz de Salud abre plazo.', 'ORGANIZATION:Servicio Andaluz de Salud'],
    ['es', 'Trabaja en Grupo Energético del Caribe desde 2019.', 'ORGANIZATION:Grupo Energético del Caribe'],
    ['en', 'EQUINOR AS\nOslo', 'ORGANIZATION:EQUINOR AS'],
  ]);
});

describe('a weekday ends the name; headings in capitals (round 8)', () => {
  must([
    ['en', 'Last seen near the Gonville Café Tuesday around 6pm.', 'ORGANIZATION:Gonville Café'],
    ['es', 'MUNICIPALIDAD DISTRITAL DE MIRAFLORES\nCOMUNICADO\nSe comunica a los vecinos.', 'ORGANIZATION:MUNICIPALIDAD DISTRITAL DE MIRAFLORES'],
    ['es', 'ASOCIACIÓN VECINAL BARRIO DEL PILAR\nConvocatoria de asamblea general', 'ORGANIZATION:ASOCIACIÓN VECINAL BARRIO DEL PILAR'],
  ]);
  noOrg([
    ['en', 'HOSPITAL DISCHARGE SUMMARY\nPatient notes follow.'],
    ['en', 'CITY CENTRE PARKING\nFree after 6pm.'],
  ]);
});
