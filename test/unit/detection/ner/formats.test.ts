import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';
import type { Language } from '#shared/detection/types.js';

/** Document shapes beyond prose: CSV rows, chat exports, invoices and forms. */
describe('NER in structured text', () => {
  const rows: [Language, string, string[]][] = [
    ['en', '52262,Florine Gray,florine@example.com,+1 555 0100,Austin,2021-01-01', ['PERSON:Florine Gray', 'LOCATION:Austin']],
    ['es', '69525;Esperanza Borrego-Villaseñor;esperanza@example.es;Girona;1949-11-04', ['PERSON:Esperanza Borrego-Villaseñor', 'LOCATION:Girona']],
    ['en', 'Erling Jast  9:20 PM\nbrb', ['PERSON:Erling Jast']],
    ['es', '[10:29] soledad: oye pedro, ¿me pasas el informe?', ['PERSON:soledad', 'PERSON:pedro']],
    ['es', '[17:11] maría del carmen: gracias!', ['PERSON:maría del carmen']],
    ['en', 'ooo until Friday, leila covers for me', ['PERSON:leila']],
    ['en', 'Name (Last, First): Renner, Anais', ['PERSON:Renner, Anais']],
    ['es', 'Entidad: Ibercaja Banco\nContacto de emergencia: Mercedes Atencio-Orozco, 675876619', ['ORGANIZATION:Ibercaja Banco', 'PERSON:Mercedes Atencio-Orozco']],
    ['en', 'Please send the signed contract to Krajcik, Bergstrom and Kunze, LLP today.', ['ORGANIZATION:Krajcik, Bergstrom and Kunze, LLP']],
    ['es', 'Proveedor: Grupo Moya S.L.U.\nAtención de: Ana', ['ORGANIZATION:Grupo Moya S.L.U.']],
    ['en', 'Address: Flat 6, 182 Abshire Drive, Leicester LE2 2WQ\nMobile: 0161 120 3469', ['ADDRESS:Flat 6, 182 Abshire Drive, Leicester LE2 2WQ']],
    ['es', 'Envío: C/ Mayor 153, piso 9, puerta 1, 41117 Sevilla', ['ADDRESS:C/ Mayor 153, piso 9, puerta 1, 41117 Sevilla']],
    ['es', 'Firmado en Vitoria-Gasteiz, a 11-12-2024', ['LOCATION:Vitoria-Gasteiz']],
  ];
  it.each(rows)('[%s] %j', (lang, text, expected) => {
    const got = labels(text, lang);
    for (const e of expected) expect(got).toContain(e);
  });

  const negatives: [Language, string, string][] = [
    ['en', 'Tel: +44 7281 673617\nNHS Number: 9711909030', 'PERSON'],
    ['es', 'Base imponible: 6814,58 €  IVA (21%): 1923,70 €', 'PERSON'],
    ['es', 'Se ha renovado el portátil Nimbus Pro 14 por 740 €.', 'PERSON'],
    ['en', '- Model CT-5831, serial number UDQ179977', 'PERSON'],
    ['en', 'Jan  8 10:34:12 WARN [api] deploy done', 'PERSON'],
    ['en', 'Clinic Visit Summary\n\nPatient: Ana Ruiz', 'ORGANIZATION'],
  ];
  it.each(negatives)('[%s] %j has no %s', (lang, text, type) => {
    expect(labels(text, lang).filter((l) => l.startsWith(`${type}:`))).toEqual([]);
  });
});
