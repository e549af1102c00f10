/**
 * Organization entries from the round-7 blind-written Spanish dev files (b10: service traffic;
 * b11: private life and small businesses), orgs7es. Each block has rows it must catch and rows it
 * must leave.
 */
import { describe } from 'vitest';
import { itFinds, itFindsNo } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

const must = itFinds;
const noOrg = (rows: [Language, string][]) => itFindsNo('ORGANIZATION', rows);

describe('Latin American legal forms with their complement (suffix-complements.ts)', () => {
  must([
    ['es', 'Trabajé en Constructora San Felipe S.A. de C.V. como jefe de obra.', 'ORGANIZATION:Constructora San Felipe S.A. de C.V.'],
    ['es', '• Finanzas Ágiles S.A.P.I. de C.V. – Diseñadora UX/UI (feb 2022 – actual)', 'ORGANIZATION:Finanzas Ágiles S.A.P.I. de C.V.'],
    ['es', 'el remitente (Artesanías Tlaquepaque S. de R.L., Guadalajara) pagó los impuestos', 'ORGANIZATION:Artesanías Tlaquepaque S. de R.L.'],
    ['es', 'Participantes: Renzo Alarcón (Minera Los Andes S.A.A.), Milagros Huamán', 'ORGANIZATION:Minera Los Andes S.A.A.'],
    ['es', '2020–hoy: Electrificadora de Santander S.A. E.S.P., supervisor de mantenimiento.', 'ORGANIZATION:Electrificadora de Santander S.A. E.S.P.'],
    ['es', 'La colecta la organiza Fundación Sonrisas, A.C. en Puebla.', 'ORGANIZATION:Fundación Sonrisas, A.C.'],
  ]);
  noOrg([
    ['es', 'El Imperio Romano 27 a.C. fue una etapa larga.'],
    ['es', 'Llegó la S. de vuelta al taller.'],
  ]);
});
