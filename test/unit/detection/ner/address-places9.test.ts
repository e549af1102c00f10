/**
 * places9 (round 9; ner/address.ts, address-latam.ts, address-bare.ts): Latin American address
 * shapes — Guatemalan ordinal streets and zones, addresses that open with a neighbourhood, block,
 * lot or building, "#" house numbers, cross streets, distances from a landmark, districts named
 * "… de <town>" — and the near-misses each must leave alone.
 */
import { describe } from 'vitest';
import { itFinds, itFindsNo } from './helpers.js';

describe('places9: Latin American addresses', () => {
  itFinds([
    ['es', 'la agencia de 7a calle 9-22 zona 4, Ciudad de Guatemala con su DPI.', 'ADDRESS:7a calle 9-22 zona 4, Ciudad de Guatemala'],
    ['es', 'Dirección: 5a. Avenida 12-45, Zona 1, Quetzaltenango', 'ADDRESS:5a. Avenida 12-45, Zona 1, Quetzaltenango'],
    ['es', 'Dirección: Col. Kennedy, bloque 12, casa 1504, Tegucigalpa', 'ADDRESS:Col. Kennedy, bloque 12, casa 1504, Tegucigalpa'],
    ['es', 'a nombre de Walter, Colonia Escalón, calle La Mascota #524, San Salvador. Recibió', 'ADDRESS:Colonia Escalón, calle La Mascota #524, San Salvador'],
    ['es', 'es en manzana 5 lote 12, urbanización Santa Rosa, Piura', 'ADDRESS:manzana 5 lote 12, urbanización Santa Rosa, Piura'],
    ['es', 'Mz. F Lt. 14, AA.HH. Los Jardines, San Juan de Lurigancho, Lima', 'ADDRESS:Mz. F Lt. 14, AA.HH. Los Jardines, San Juan de Lurigancho, Lima'],
    ['es', 'queda en Vía España, edificio Sol del Caribe, apto 3B, Ciudad de Panamá. Lo puede ver', 'ADDRESS:Vía España, edificio Sol del Caribe, apto 3B, Ciudad de Panamá'],
    ['es', 'pásate por calle 5 #23, ensanche Ozama, Santo Domingo Este el sábado', 'ADDRESS:calle 5 #23, ensanche Ozama, Santo Domingo Este'],
    ['es', 'tu prima en calle 23 e/ J y K, Vedado, La Habana, no en la casa vieja.', 'ADDRESS:calle 23 e/ J y K, Vedado, La Habana'],
    ['es', 'Atendido en Av. 9 de Octubre 1204 y Pedro Moncayo, Guayaquil', 'ADDRESS:Av. 9 de Octubre 1204 y Pedro Moncayo, Guayaquil'],
    ['es', 'en Calle 60 No. 498 x 57 y 59, Centro, Mérida, Yuc.', 'ADDRESS:Calle 60 No. 498 x 57 y 59, Centro, Mérida, Yuc.'],
    ['es', 'Jr. Huallaga 458, Dpto. 302, Cercado de Lima', 'ADDRESS:Jr. Huallaga 458, Dpto. 302, Cercado de Lima'],
    ['es', 'Pasaje Los Copihues 1842, Villa Los Héroes, Maipú, Región Metropolitana', 'ADDRESS:Pasaje Los Copihues 1842, Villa Los Héroes, Maipú, Región Metropolitana'],
    ['es', 'Av. Blanco Galindo km 4, calle Los Ceibos #45, Cochabamba', 'ADDRESS:Av. Blanco Galindo km 4, calle Los Ceibos #45, Cochabamba'],
    ['es', 'la sede (Los Aromos 455, Villa Alegre, Temuco). Tema', 'ADDRESS:Los Aromos 455, Villa Alegre, Temuco'],
    ['es', 'Destino: Los Carrera 1520, depto 41, Concepción\nVentana', 'ADDRESS:Los Carrera 1520, depto 41, Concepción'],
    ['es', 'Estamos 200 m sur de la iglesia de San Pedro de Montes de Oca.', 'ADDRESS:200 m sur de la iglesia de San Pedro de Montes de Oca'],
    ['es', 'Dirección: de donde fue el Cine González 2 cuadras al lago, 1/2 abajo, casa esquinera verde, Managua\nCel: 8845 2219', 'ADDRESS:de donde fue el Cine González 2 cuadras al lago, 1/2 abajo, casa esquinera verde, Managua'],
  ]);
});

describe('places9: near-misses stay no address', () => {
  itFindsNo('ADDRESS', [
    // A distance with no landmark, in a story.
    ['es', 'El equipo subió 4 cuadras al norte y luego bajó.'],
    ['es', 'Hoy corrí 200 m y llegué cansado al parque.'],
    // One neighbourhood part before the town: a place named in a sentence.
    ['es', 'La Colonia Centro, Tegucigalpa, es la más antigua.'],
    ['es', 'Vive 3 calles más abajo, en Lima.'],
    ['es', 'Resultados: Real Madrid 2, Barcelona 1, Sevilla 0.'],
    ['es', 'Mi hermano tiene 2 casas, una en Lima y otra en Cusco.'],
  ]);
});

describe('places9: South and Southeast Asian, Kenyan and New Zealand addresses', () => {
  itFinds([
    ['en', 'Since January, residents of Lane 7, Block C, Gulshan-e-Iqbal, Karachi have had water twice a week.', 'ADDRESS:Lane 7, Block C, Gulshan-e-Iqbal, Karachi'],
    ['en', 'Parcel to Rabia Anwar, House 14, Street 9, F-7/2, Islamabad was delivered.', 'ADDRESS:House 14, Street 9, F-7/2, Islamabad'],
    ['en', 'Address on file: 45-B, Block J, Johar Town, Lahore.', 'ADDRESS:45-B, Block J, Johar Town, Lahore'],
    ['en', 'ready for collection at No. 8, Jalan SS 2/24, Petaling Jaya, Selangor. Collect', 'ADDRESS:No. 8, Jalan SS 2/24, Petaling Jaya'],
    ['en', 'site visit at Level 12, Menara Etiqa, 3 Jalan Bangsar Utama 1, 59000 Kuala Lumpur, please', 'ADDRESS:Level 12, Menara Etiqa, 3 Jalan Bangsar Utama 1, 59000 Kuala Lumpur'],
    ['en', 'Kindly report to the HR office at Kiganjo Road, Off Lower Kabete Road, Nairobi at 8:30 am.', 'ADDRESS:Kiganjo Road, Off Lower Kabete Road, Nairobi'],
    ['en', 'Delivering to:\n23 Kowhai Road\nPonsonby\nAuckland 1011\nTracking: NZP778201933NZ', 'ADDRESS:23 Kowhai Road\nPonsonby\nAuckland 1011'],
    ['es', 'Dirección: Av. Amazonas N34-120 y Av. Atahualpa, Quito', 'ADDRESS:Av. Amazonas N34-120 y Av. Atahualpa, Quito'],
  ]);
  itFindsNo('ADDRESS', [
    // One part before the town; a stock code before a colour name.
    ['en', 'House 14, Islamabad won the inter-school quiz.'],
    ['en', 'RD-04\tCardinal Red\tGloss\nGR-11\tConnemara Green\tSatin\tM, L'],
  ]);
});

describe('places9: places', () => {
  itFinds([
    ['es', 'Daniela Quirós\nDesarrolladora\nHeredia, Costa Rica · +506 7021-5583', 'LOCATION:Heredia'],
    ['es', 'Colegio San José\nLeón, 3 de marzo de 2025\nEstimadas familias:', 'LOCATION:León'],
    ['en', 'St Mary School\nVictoria, 3 March 2025\nDear parents,', 'LOCATION:Victoria'],
  ]);
  itFindsNo('LOCATION', [
    ['es', 'Camiseta retro de la selección de Colombia 1990, talla L.'],
    // No date after the comma: a number and a noun.
    ['es', 'Hola a todos\nLeón, 3 de los niños faltaron hoy.'],
  ]);
});
