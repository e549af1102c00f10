/**
 * A gazetteer place that is a word of a longer name (ner/place-context.ts): a company or public
 * service named after its town, an institution "of"/"de" a place, a thing after "a"/"an", a
 * quoted title-case product name. Each cue has a sentence it decides and one it leaves alone.
 */
import { describe, expect, it } from 'vitest';
import { itFinds, itFindsNo, labels } from './helpers.js';
import { PLACE_CUES } from '#shared/detection/ner/place-context.js';

describe('place cues are well-formed', () => {
  it('every cue has an id, a cap below the threshold, a reason and an example', () => {
    const ids = new Set<string>();
    for (const cue of PLACE_CUES) {
      expect(cue.id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(ids.has(cue.id)).toBe(false);
      ids.add(cue.id);
      expect(cue.cap).toBeLessThan(0.5);
      expect(cue.why.length).toBeGreaterThan(20);
      expect(cue.example.length).toBeGreaterThan(5);
    }
  });
});

describe('a place inside a longer name is no LOCATION', () => {
  itFindsNo('LOCATION', [
    ['en', 'Did anyone else get a letter from Nova Scotia Power about the rate increase?'],
    ['en', 'Subject: Your Dublin Bus lost property enquiry LP-88213'],
    ['en', 'We have received the repair estimate from Clondalkin Auto Body and the report.'],
    ['en', 'City of Calgary – Property tax notice'],
    ['en', 'Discharge summary — St. Joseph\'s Healthcare Hamilton'],
    ['es', 'Las obras del patio, financiadas por la Xunta de Galicia.'],
    ['es', 'Horarios de misa – Parroquia Nuestra Señora de Guadalupe'],
    ['en', 'The bin is smallish for a house with a Labrador. Pricey at £599.'],
    ['en', 'The Shaker kitchen has a Belfast sink and quartz worktops.'],
    ['es', 'Reseña ★★★★☆ – Sofá modular "Valencia" de 3 puestos, tela gris carbón.'],
    ['es', 'Reseña: Tenis Nike Air Jordan 1 Mid "Chicago"'],
    ['es', '- Nuevo tema oscuro "Noche de Cádiz" en Ajustes > Apariencia.'],
    ['en', "Tonight's result: Mumbai Indians 182/6 (20) beat Chennai Super Kings 176/8 (20) by 6 runs."],
    ['en', 'Sports day results — House points\nTudor 412, Windsor 388, Stuart 371, York 340.'],
    ['es', 'Criollos de Caguas 5, Cangrejeros de Santurce 3\nGigantes de Carolina 2, Indios de Mayagüez 7'],
    ['es', 'BBVA México\nEstimado cliente:'],
    ['en', "Tonight's specials: Maryland crab cakes, Nashville hot chicken sandwich."],
    ['en', 'Fixed in 8.0.3: the Sydney and Perth time zones showed the wrong daylight saving offset.'],
    ['es', 'Cuándo: 15:00 – 16:00 (hora de Bogotá)'],
    ['es', 'Resultados – Vuelta a Colombia, etapa 7'],
    ['es', 'Variedad: Caturra | Proceso: lavado | Altura: 1.800 msnm'],
    ['es', 'Acta – Reunión de directiva Club Deportivo Nacional'],
    ['es', 'Formación: Ing. Industrial, Tecnológico de Monterrey (2013)'],
    ['es', 'Acta del Consejo Escolar – CEIP Rosalía de Castro'],
    ['es', 'Tu pedido #ES-448120 de Zapatos Lorca está en camino'],
    ['en', 'Sunita Malhotra ... Petitioner\nversus\nUnion of India & Ors. ... Respondents'],
    // places8: "the Ortigas office" is in Ortigas, a Manila district (place-premises.ts), so the
    // brand-before case is tested without it.
    ['en', 'I now work for Concentrix Philippines as a team lead.'],
  ]);
  itFinds([
    ['en', 'Subject: Your Dublin Bus lost property enquiry LP-88213', 'ORGANIZATION:Dublin Bus'],
    ['en', 'the boiler guy from Brooklyn Heat & Air is coming Tues', 'ORGANIZATION:Brooklyn Heat & Air'],
    ['en', '4. Turf: City of Cape Town confirmed the resurfacing starts in May.', 'ORGANIZATION:City of Cape Town'],
    ['es', 'Las obras del patio, financiadas por la Xunta de Galicia.', 'ORGANIZATION:Xunta de Galicia'],
    ['es', 'Mi primo se fue al Tec de Monterrey campus Puebla con beca.', 'ORGANIZATION:Tec de Monterrey'],
    ['es', 'BBVA México\nEstimado cliente Arturo:', 'ORGANIZATION:BBVA México'],
  ]);
});

describe('a place that locates something keeps its LOCATION', () => {
  itFinds([
    ['en', 'I moved to Dublin last year and take the bus to work.', 'LOCATION:Dublin'],
    ['en', 'Brightline Analytics, Inc., a Delaware corporation, and Omar Haddad', 'LOCATION:Delaware'],
    ['en', 'mijo ya llegaste a Phoenix?', 'LOCATION:Phoenix'],
    ['es', 'Vivo en Valencia desde 2019 y trabajo en el centro.', 'LOCATION:Valencia'],
    ['es', 'Ático con terraza en "Lavapiés, Madrid"', 'LOCATION:Madrid'],
    ['en', 'The Republic of Ireland joined in 1973.', 'LOCATION:Ireland'],
    ['es', 'te paso el contacto de Inés, de Deloitte Bilbao; os puede ayudar.', 'LOCATION:Bilbao'],
    ['en', 'Clinics across Western Australia and Tasmania.', 'LOCATION:Tasmania'],
    ['en', 'We had great fish in Nashville last week.', 'LOCATION:Nashville'],
    ['es', 'Llego a Bogotá el martes a las 10.', 'LOCATION:Bogotá'],
    ['es', 'Se alquila piso en el barrio de Ruzafa, Valencia.', 'LOCATION:Ruzafa'],
    ['en', 'Same here in Headingley. Rang the council twice.', 'LOCATION:Headingley'],
    ['en', "here's the plan for the Rajasthan trip", 'LOCATION:Rajasthan'],
    ['en', 'We are based in Central London these days.', 'LOCATION:London'],
    ['en', 'Office moved to the Dublin Docklands last spring.', 'LOCATION:Dublin'],
    ['en', 'Weather today: Madrid 30°, Paris 25°, Lisbon 27°.', 'LOCATION:Madrid'],
  ]);
  it('a quoted sentence is no title', () => {
    expect(labels('He said "we are moving to Madrid" last week.', 'en')).toContain('LOCATION:Madrid');
  });
});
