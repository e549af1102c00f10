/**
 * Places of places7 (round 7): abbreviated heads the gazetteer spells out ("St. Paul", "Ft.
 * Worth"), Spanish exonyms ("La Habana", "Curazao"), and a hyphenated pair of airport codes on an
 * itinerary line ("LOS-LHR  BA 0074  dep 23:10").
 */
import { describe } from 'vitest';
import { itFinds, itFindsNo } from './helpers.js';

describe('places7: abbreviated places, exonyms and airport code pairs', () => {
  itFinds([
    ['en', 'We moved to St. Paul last year.', 'LOCATION:St. Paul'],
    ['en', 'She grew up in St. Louis, then left.', 'LOCATION:St. Louis'],
    ['en', 'Drive from Ft. Worth takes an hour.', 'LOCATION:Ft. Worth'],
    ['es', 'Vie 14 nov: Madrid 16:25 → La Habana 21:10, vuelo IB6621.', 'LOCATION:La Habana'],
    ['es', 'Salimos el 3 de febrero y paramos en Aruba y Curazao.', 'LOCATION:Curazao'],
    ['en', 'ITINERARY\n14 DEC LOS-LHR  BA 0074  dep 23:10 arr 05:30 (+1)', 'LOCATION:LOS-LHR'],
  ]);
  itFindsNo('LOCATION', [
    ['en', 'Admitted to St. Mary\'s Hospital on Monday.'],
    ['en', 'Happy St. Patrick\'s Day from all of us!'],
    ['en', 'Ticket SEV-API closed at 10:30 by the QA team.'],
    ['en', 'Map the SKU-RED column to the colour field.'],
  ]);
});

describe('places7: Spanish pick-up and "blocks from" cues', () => {
  itFinds([
    ['es', 'Hola! la bici todavía la tenés? se puede retirar en Caballito?', 'LOCATION:Caballito'],
    ['es', 'Retiro en Flores, a 10 cuadras de Caballito.', 'LOCATION:Caballito'],
    ['es', 'Avisa cuando llegues. Paco te recoge en Los Rodeos.', 'LOCATION:Los Rodeos'],
  ]);
  itFindsNo('LOCATION', [
    ['es', 'Mañana te recoge en coche mi hermano.'],
    ['es', 'El pedido se puede retirar en tienda a partir del lunes.'],
  ]);
});

describe('places7: a town no list knows after a named business', () => {
  itFinds([
    ['en', 'Five stars for Bluewave Plumbing in Durbanville. Geyser burst on Sunday.', 'LOCATION:Durbanville'],
    ['en', 'Stayed at The Kingfisher Inn in Kinsale for two nights.', 'LOCATION:Kinsale'],
  ]);
  itFindsNo('LOCATION', [
    ['en', 'We set up Acme Corp in Excel and Deloitte in Marketing.'],
    ['es', 'Le escribimos de Tienda Oficial Samsung en Mercado Libre respecto a su reclamo.'],
  ]);
});
