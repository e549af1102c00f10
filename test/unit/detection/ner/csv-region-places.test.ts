/**
 * A sales report's region column (ner/csv-places.ts): a cell the gazetteer knows is a place, a
 * sales region ("East", "EMEA", "Norte") is not. And the first-level divisions the gazetteer
 * gained in round 6 (Colombia's departments, South Africa's provinces, Ireland's counties).
 */
import { describe } from 'vitest';
import { itFinds, itFindsNo } from './helpers.js';

describe('region columns and first-level divisions (round 6)', () => {
  itFinds([
    ['en', 'rep_first_name,rep_last_name,territory,q1_sales\nHope,Carrington,Alberta,184200\nSunita,Gill,British Columbia,176550', 'LOCATION:Alberta'],
    ['en', 'rep_first_name,rep_last_name,territory,q1_sales\nHope,Carrington,Alberta,184200\nSunita,Gill,British Columbia,176550', 'LOCATION:British Columbia'],
    ['es', 'REGION\tVENDEDOR\tVENTAS\nLima Norte\tQUISPE, ROSA\t41200\nArequipa\tDEL CARPIO, JOSÉ\t29870', 'LOCATION:Lima Norte'],
    ['es', 'nombre,apellidos,region,ventas_q4\nEsperanza,Villalobos,Valle del Cauca,22130500\nWill,Restrepo,Cundinamarca,9870000', 'LOCATION:Cundinamarca'],
    ['en', 'Our warehouse in Gauteng ships on Mondays.', 'LOCATION:Gauteng'],
    ['es', 'Tenemos clientes en Antioquia y en el Valle del Cauca.', 'LOCATION:Antioquia'],
    // Prefixed city and state columns, and a staff list's location column.
    ['en', 'order_id,ship_name,region_city,region_state,carrier\n100482,Guadalupe Ortiz,Phoenix,AZ,UPS Ground', 'LOCATION:AZ'],
    ['en', 'Name\tEmail\tRole\tLocation\tJoined\nSebastián Oyelaran\ts.o@mapleridge.ca\tEngineer\tVancouver\tMar 4, 2023', 'LOCATION:Vancouver'],
  ]);
  itFindsNo('LOCATION', [
    // A salesperson column: a place inside a surname-first name is no place.
    ['es', 'REGION\tVENDEDOR\tVENTAS\nNorte\tALVA DE LA CRUZ, PAOLA\t25400'],
    ['en', 'region,quarter,revenue,units\nEast,Q4,184000,920\nMidwest,Q4,97300,488\nNorth America,Q4,1,2'],
    ['es', 'Región,Producto,Unidades\nEMEA,Plan Estándar,1240\nNorte,Plan Premium,530'],
    ['en', 'Name\tEmail\tRole\tLocation\tJoined\nSebastián Oyelaran\ts.o@mapleridge.ca\tEngineer\tRemote\tMar 4, 2023'],
  ]);
});

describe('postcode columns (round 6)', () => {
  const orders = 'order_id,customer,postcode,phone,total_gbp\nUK-20931,Harriet Ames,BS8 1TH,0117 496 0832,84.50\nUK-20932,Kwame Boateng,M14 5RB,07700 900 233,19.99';
  itFinds([
    ['en', orders, 'ADDRESS:BS8 1TH'],
    // "M14" is no house number of a street "5RB".
    ['en', orders, 'ADDRESS:M14 5RB'],
    // A road number before the street name still opens the address.
    ['en', 'exceeded the 30 mph limit on the A40 Gloucester Road, Cheltenham, recorded at 41 mph.', 'ADDRESS:40 Gloucester Road, Cheltenham'],
  ]);
  itFindsNo('ADDRESS', [
    // Digits alone name a district, not a home.
    ['es', 'pedido\tcliente\tcp\ttotal\nA-1093\tSonia Ferrer\t46009\t59,90\nA-1094\tDov Rosenthal\t28014\t112,00'],
    // A postcode-shaped value in a column of another kind.
    ['en', 'sku,name,units\nBS8 1TH,Widget,4\nM14 5RB,Gadget,2'],
  ]);
});

describe('Spanish address tails (round 6)', () => {
  itFinds([
    // The province in brackets after the city belongs to the address.
    ['es', 'Enviado a Rúa do Vilar 14, 2º, 15705 Santiago de Compostela (A Coruña).', 'ADDRESS:Rúa do Vilar 14, 2º, 15705 Santiago de Compostela (A Coruña)'],
    // A Mexican street's side after the house number, a colonia, the postcode, the city and the state.
    ['es', 'Domicilio fiscal: Calle Padre Mier 615 Pte., Centro, 64000 Monterrey, N.L.\nBanco: BBVA México', 'ADDRESS:Calle Padre Mier 615 Pte., Centro, 64000 Monterrey, N.L.'],
    // "PB 2": planta baja, flat 2 (Argentina).
    ['es', 'Domicilio: Bv. Oroño 1645, PB 2, S2000 Rosario, Santa Fe\nLo entregan mañana.', 'ADDRESS:Bv. Oroño 1645, PB 2, S2000 Rosario, Santa Fe'],
  ]);
  itFinds([
    // A bracket that holds no place stays out.
    ['es', 'Enviado a Calle Mayor 12, 28013 Madrid (urgente).', 'ADDRESS:Calle Mayor 12, 28013 Madrid'],
  ]);
});
