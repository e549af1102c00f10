/**
 * US and British identifiers in Spanish text (US Hispanic letters and forms, a Spanish speaker's
 * British records): each type is found after its Spanish or English label, and never on its
 * shape alone, which in Spanish text is a phone, an order or a reference number.
 */
import { describe, expect, it } from 'vitest';
import { getEngine } from '#shared/detection/engine.js';
import { found } from './helpers.js';

describe('US and British identifiers in Spanish text', () => {
  it.each<[string, string, string]>([
    ['US_SSN', 'Número de Seguro Social: 512-48-3391', '512-48-3391'],
    ['US_SSN', 'Adjunte copia de su tarjeta de Seguro Social 512 48 3391.', '512 48 3391'],
    ['US_SSN', 'Número de Seguridad Social: 512-48-3391', '512-48-3391'],
    ['US_SSN', 'SSN: 512483391', '512483391'],
    ['US_ITIN', 'Cliente: Juan Carlos Mejía\nITIN: 912-78-4402', '912-78-4402'],
    ['US_ITIN', 'Número de Identificación Personal del Contribuyente 948-81-2305', '948-81-2305'],
    ['ABA_ROUTING_NUMBER', 'verifique el número de ruta 067000108 y su número de cuenta', '067000108'],
    ['ABA_ROUTING_NUMBER', 'Banco receptor: Wells Fargo   Routing: 122000661', '122000661'],
    ['ABA_ROUTING_NUMBER', 'Escriba el número de enrutamiento 322271627 del cheque.', '322271627'],
    ['US_BANK_NUMBER', 'Cuenta destino: 004417829305', '004417829305'],
    ['US_BANK_NUMBER', 'su número de cuenta 3302174471 fue devuelto', '3302174471'],
    ['US_DRIVER_LICENSE', 'Licencia de manejo TX: 27481935', '27481935'],
    ['US_DRIVER_LICENSE', 'Licencia de conducir n.º 30481926', '30481926'],
    ['US_NPI', 'Médico de cabecera: Dr. Hugo Ferrer (NPI 1728394507)', '1728394507'],
    ['US_MBI', 'Medicare (MBI): 4TQ7-HN2-RD58', '4TQ7-HN2-RD58'],
    ['UK_NHS', 'GP: Bloomsbury Surgery – NHS number 485 201 9371', '485 201 9371'],
    ['UK_NINO', 'National Insurance number: JM 48 21 93 B', 'JM 48 21 93 B'],
  ])('%s after its label: %s', (entity, text, expected) => {
    expect(found(text, entity, 'es')).toEqual([expected]);
  });

  it.each<[string, string]>([
    // Shapes alone: a dashed 3-2-4 number, a nine-digit phone, a ticket number.
    ['US_SSN', 'Referencia del envío 512-48-3391, llega el lunes.'],
    ['US_SSN', 'Llámame al 612345678 cuando puedas.'],
    ['US_SSN', 'Seguridad Social, cita previa 612345678 o en la sede.'],
    ['US_SSN', 'Ticket de Seguro Social 512-48-3391'],
    ['US_ITIN', 'Código de promoción 912-78-4402 válido hasta marzo.'],
    ['ABA_ROUTING_NUMBER', 'La ruta 66 tiene 067000108 visitantes.'],
    ['US_BANK_NUMBER', 'Hay que tener en cuenta el pedido 004417829305.'],
    ['US_BANK_NUMBER', 'Me cuenta que llamó al 4012789634 ayer.'],
    ['US_DRIVER_LICENSE', 'Pedido 30481926 enviado por mensajería.'],
    ['US_NPI', 'Proveedor: Ferretería Soler, 1728394507'],
    ['UK_NHS', 'Llama al 485 201 9371 para reservar.'],
    ['UK_NINO', 'Modelo JM 48 21 93 B, color gris.'],
  ])('%s not on its shape alone: %s', (entity, text) => {
    expect(found(text, entity, 'es')).toEqual([]);
  });

  it('a Spanish social security number stays ES_NSS', () => {
    const text = 'Nº de afiliación a la Seguridad Social: 28/12345678/40';
    const spans = getEngine().analyze(text, { language: 'es' });
    expect(spans.map((s) => s.entity_type)).toEqual(['ES_NSS']);
  });
});
