/**
 * Place cues of places7 (round 7; ner/place-context.ts, words in ner/place-things.ts): towns that
 * name a dish, a colour, a period of history, a font, a food of origin, a meeting room, a code
 * name, a product part or a software plan. Each town stays a place where it places someone.
 */
import { describe } from 'vitest';
import { itFinds, itFindsNo } from './helpers.js';

describe('places7: things named after towns', () => {
  itFindsNo('LOCATION', [
    ['en', 'Ranked: best pies this season. 1. Steak & Ale. 2. Chicken Balti. 3. Cheese & Onion.'],
    ['en', 'Verdict: sturdy pram. Colours are Charcoal Marl and Dove.'],
    ['en', 'What a busy term! Our Year 4s loved the Ancient Egypt day.'],
    ['es', 'La tipografía principal es Montserrat; los titulares van en Playfair Display.'],
    ['en', 'Set the body font-family: Georgia, serif.'],
    ['es', 'Mermelada casera\n1 kg de naranjas de Sevilla, 1 limón, 800 g de azúcar.'],
    ['en', 'Meeting room guide: Everest (12 seats, VC), Kilimanjaro (6 seats), Fuji (phone booth).'],
    ['en', 'Changelog\n- Removed the `Austin` layout preset; use `Grid` instead'],
    ['en', 'It has a zip-top pocket and a detachable Hamilton strap.'],
    ['en', 'How to reset the Aurora thermostat: hold the Mode button.'],
    ['en', 'The Vibram sole is grippy and the Goodyear welt means they can be resoled.'],
    ['en', '**Added**\n- SAML login for Enterprise plans'],
    ['en', 'Rolled back the Phoenix sync change after the bank flagged duplicates.'],
    ['es', 'Compatibilidad con la app Montaña 3.0 y con los altavoces.'],
    ['es', 'Las patas venían flojas y el cojín Lisboa de regalo no es del mismo tono.'],
    ['es', 'Sábado de ciclismo: la ruta Vuelta al Embalse tiene 62 km.'],
    ['es', 'Seguimos estimando por encima las historias del equipo Pampa.'],
  ]);
  itFinds([
    ['en', 'We had a curry in Balti, then drove on.', 'LOCATION:Balti'],
    ['en', 'Flight to Egypt (12 seats left) departs at noon.', 'LOCATION:Egypt'],
    ['en', 'She moved to Georgia last spring.', 'LOCATION:Georgia'],
    ['es', 'Mi madre vive en Sevilla desde 2010.', 'LOCATION:Sevilla'],
    ['en', 'I bought new boots in Derby on Saturday.', 'LOCATION:Derby'],
    ['es', 'Nos vemos en la sala de espera del hospital de Lisboa.', 'LOCATION:Lisboa'],
  ]);
});

describe('places7: towns inside organization names, fixtures and everyday words', () => {
  itFindsNo('LOCATION', [
    ['en', 'Junior membership at Dún Laoghaire Sailing Club is €180 for the season.'],
    ['en', 'Abdul has a quote from Bright Sparks Electrical (£420).'],
    ['es', 'JUZGADO DE PRIMERA INSTANCIA Nº 4 DE MÁLAGA\nProcedimiento: Juicio verbal'],
    ['es', 'Citación del Juzgado de lo Social núm. 2 de Bilbao.'],
    ['es', 'Referencia: frente a la Beneficencia de Lima, portón verde.'],
    ['en', 'Tug of war final was Windsor v Tudor, Tudor won 2-1.'],
    ['en', 'Pricing\nStarter – $8: up to 10 agents.\nEnterprise – talk to sales: SSO/SAML.'],
    ['en', 'FOR SALE – £425,000 – Freehold\n12 Montague Crescent'],
    ['en', 'PC: lac to L hand from Stanley knife at work.'],
  ]);
  itFinds([
    ['en', 'We moved to Dún Laoghaire last spring.', 'LOCATION:Dún Laoghaire'],
    ['es', 'El juicio se celebra en Málaga el lunes.', 'LOCATION:Málaga'],
    ['en', 'We stayed in Windsor for the weekend.', 'LOCATION:Windsor'],
    ['en', 'She moved to Enterprise, Alabama in May.', 'LOCATION:Enterprise'],
  ]);
});

describe('places7: a sponsor\'s team named after its town', () => {
  itFindsNo('LOCATION', [
    ['es', 'Liga Femenina, jornada 14\nCasademont Zaragoza 71 - 69 Spar Girona\nClasificación: 1. Perfumerías Avenida 11-3  2. Spar Girona 10-4'],
  ]);
  itFinds([
    ['es', 'Ganamos 3-1 y volvimos en tren a Girona por la noche.', 'LOCATION:Girona'],
  ]);
});
