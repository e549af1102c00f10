/**
 * Place cues of round 5 (ner/place-context.ts): a team after "<Name> de" beside a match score,
 * a numbered results list, a camel-case product after a town, a count or capacity after a model
 * named after a town, a surname after a given name, a dish of pumpkin, and a quoted colourway
 * with an ampersand. Each cue leaves a real place in ordinary text alone.
 */
import { describe } from 'vitest';
import { itFinds, itFindsNo } from './helpers.js';

describe('place cues of round 5', () => {
  itFindsNo('LOCATION', [
    ['es', 'Final: Tomateros de Culiacán 4-2 Naranjeros de Hermosillo. Mañana, el segundo juego.'],
    ['es', 'Tabla: 3. Pumas 20, 4. Toluca 18, 5. Monterrey 16.'],
    ['en', 'Supported docks: Denver PowerCore 2 and Anker 575.'],
    ['en', 'The Oslo 2-seater comes in oat and charcoal.'],
    ['es', 'Cafetera Milán 1,5 L, acero inoxidable.'],
    ['es', 'Probé el café Juan Valdez Cumbre y me encantó.'],
    ['en', 'Sides: Kent pumpkin mash, buttered greens.'],
    ['en', 'Nike Dunk Low "Chicago Lost & Found", size 10.'],
  ]);
  itFinds([
    // The same towns where they place something.
    ['es', 'Mañana viajo a Culiacán por trabajo.', 'LOCATION:Culiacán'],
    ['es', 'Nos mudamos a Monterrey en 2019, tengo 16 años allí.', 'LOCATION:Monterrey'],
    ['en', 'Our Denver office moves on Monday.', 'LOCATION:Denver'],
    ['en', 'She flew from Oslo to Bergen last week.', 'LOCATION:Oslo'],
    ['es', 'Excursión de un día: Sierra Nevada y el Albaicín.', 'LOCATION:Nevada'],
    ['en', 'We drove through Kent on Saturday.', 'LOCATION:Kent'],
  ]);
});

describe('a national team named by its country', () => {
  itFindsNo('LOCATION', [['es', 'La camiseta de la Selección Colombia en talla M me quedó perfecta.']]);
  itFinds([['es', 'Viajamos a Colombia en marzo para ver a la familia.', 'LOCATION:Colombia']]);
});
