/**
 * Place cues of places8 (round 8; ner/place-context.ts, nouns in ner/place-things.ts): towns that
 * name software parts, queues, workspaces, meeting rooms, teams and clubs in league tables, in
 * runbooks, dashboards and sports pages. Each town stays a place where it places someone.
 */
import { describe } from 'vitest';
import { itFinds, itFindsNo } from './helpers.js';

describe('places8: software and operations parts named after towns', () => {
  itFindsNo('LOCATION', [
    ['en', 'Failover runbook, step 4: drain the Sydney queue before promoting the replica.'],
    ['en', 'During the deploy window the Cardiff worker pool exhausted its connection budget.'],
    ['en', 'Rotate the signing keys, update the secret in the Hamilton vault first.'],
    ['en', 'The Brooklyn and Camden environments pick up the new config on restart.'],
    ['en', 'The Phoenix load balancer removes a pod after three failed probes.'],
    ['en', 'Known issue: exports from the Hampton module truncate long cells.'],
    ['en', 'Fans of the Shetland books will feel at home.'],
    ['es', 'La cola Lima se ha quedado sin consumidores tras el despliegue.'],
    ['es', 'El conector Bolívar ahora admite ficheros CSV con punto y coma.'],
  ]);
  itFinds([
    ['en', 'We queued for an hour in Sydney before the show.', 'LOCATION:Sydney'],
    ['en', 'The team flew to Cardiff for the final.', 'LOCATION:Cardiff'],
    ['es', 'Hicimos cola en Lima para el visado.', 'LOCATION:Lima'],
  ]);
});

describe('places8: a bracketed list of towns after a software noun', () => {
  itFindsNo('LOCATION', [
    ['en', '3. Pick a workspace (Oxford, Cambridge or Durham). 4. Run the deploy.'],
    ['en', 'Queues above threshold (Sydney / Perth / Auckland): ____'],
    ['es', '2. Asignar el entorno a un clúster (Valencia, Toledo o Cádiz) según la capacidad.'],
    ['es', 'Nivel 1: agente de la cola correspondiente (Lima, Quito o Caracas).'],
  ]);
  itFinds([
    ['en', 'We have offices in three cities (Oxford, Cambridge and Durham).', 'LOCATION:Durham'],
    ['es', 'Tenemos sedes en tres ciudades (Valencia, Toledo y Cádiz).', 'LOCATION:Toledo'],
  ]);
});

describe('places8: teams, rooms and clubs named after towns', () => {
  itFindsNo('LOCATION', [
    ['en', 'Escalations to Tier 3 (Team Raleigh): 1,204'],
    ['en', 'The Hudson, Austin and Jordan meeting rooms on level 3 are closed for repainting.'],
    ['en', 'Table after matchweek 12:\n1 Arsenal 28\n2 Liverpool 26\n3 Aston Villa 24'],
    ['en', 'League Two\n4 Gillingham 18 9 5 4 +7 32\n5 Crewe Alexandra 18 9 4 5 +6 31'],
    ['es', 'Posiciones: 3. Independiente Rivadavia 26; 4. Belgrano 24; 5. Newell\'s 22.'],
  ]);
  itFinds([
    ['en', 'WhatsApp – Site Team Pune\nthe truck is stuck at the gate', 'LOCATION:Pune'],
    ['en', 'We met in the Austin office and then drove to Dallas.', 'LOCATION:Austin'],
    ['en', 'Itinerary\n2 Liverpool 3 nights\nthen home', 'LOCATION:Liverpool'],
  ]);
});

describe('places8: clubs in sports writing', () => {
  itFindsNo('LOCATION', [
    ['en', 'Villa unbeaten in six, and Newcastle have kept four clean sheets on the bounce.'],
    ['en', 'Collingwood\'s list is a worry. Adelaide look like the bolter.'],
    ['en', 'Ted is still the heart of it, and the AFC Richmond storyline is a welcome change.'],
  ]);
  itFinds([
    ['en', 'We in Newcastle have had rain all week.', 'LOCATION:Newcastle'],
    ['en', 'The direct ones from Adelaide are fine.', 'LOCATION:Adelaide'],
    ['en', 'Our offices in Germany and Japan are closed.', 'LOCATION:Japan'],
  ]);
});

describe('places8: named parks, beaches and lakes (place-landmarks.ts)', () => {
  itFinds([
    ['en', 'The outdoor rink at Withrow Park opens December 15.', 'LOCATION:Withrow Park'],
    ['en', 'Carols by candlelight\nSaturday 13 December, 7pm, Memorial Park, Tamworth', 'LOCATION:Memorial Park'],
    ['en', 'Residents oppose the paid parking at Wategos Beach.', 'LOCATION:Wategos Beach'],
    ['es', 'Se perdió ayer cerca del Parque Luis Muñoz Rivera. Lleva collar rojo.', 'LOCATION:Parque Luis Muñoz Rivera'],
    ['es', 'La excursión al Parque Natural de la Albufera será el viernes.', 'LOCATION:Parque Natural de la Albufera'],
    ['es', 'Piscina climatizada, a 4 cuadras de la Playa Brava.', 'LOCATION:Playa Brava'],
    ['en', 'Date: 12/01/2026, approx. 7:45 pm\nLocation: Third Mainland Bridge, Lagos\nDescription: rear-ended', 'LOCATION:Third Mainland Bridge'],
  ]);
  itFindsNo('LOCATION', [
    ['en', 'The Hyde Park and Camden themes were renamed to Park Light and Camden Dark.'],
    ['en', 'Tasting notes: the Dolores Park Pale Ale is hazy and soft.'],
    ['en', 'Units to let at the Retail Park, phone the agent.'],
  ]);
});

describe('places8: institutions and races named after towns; neighbourhoods after their noun', () => {
  itFinds([
    ['es', 'El entierro será a las 16:30 en el Cementerio General de Valencia.', 'ORGANIZATION:Cementerio General de Valencia'],
    ['es', 'Leidy se encarga de pedir el permiso a la Alcaldía de Chía.', 'ORGANIZATION:Alcaldía de Chía'],
    ['es', 'Se me cayó la cartera en la estación Chacaíto.', 'LOCATION:Chacaíto'],
    ['es', 'Un incendio en una nave del polígono Torrehierro obligó a desalojar.', 'LOCATION:Torrehierro'],
    ['es', 'Corrí la maratón en Lima el año pasado.', 'LOCATION:Lima'],
  ]);
  itFindsNo('LOCATION', [
    ['es', 'El domingo se realizará la Maratón Lima 42K; habrá cortes de tránsito.'],
    ['en', 'She is training for the London Marathon in April.'],
    ['es', 'ASOCIACIÓN VECINAL BARRIO DEL PILAR\nConvocatoria de asamblea general'],
  ]);
});

describe('places8: a release code name in brackets after its version', () => {
  itFindsNo('LOCATION', [
    ['es', 'Notas de versión 4.8.0 (Sevilla)\n- Nuevo panel con agregados por trimestre'],
    ['en', 'Release v2.1 (Lisbon) is out; upgrade when you can.'],
  ]);
  itFinds([
    ['es', 'Temperaturas máximas: 21.5 (Sevilla), 19.0 (Madrid)', 'LOCATION:Sevilla'],
    ['es', 'Vuelo a Lima (Perú) el 4.8.2025', 'LOCATION:Perú'],
    ['es', 'VPN: login usuario=mquintana origen=201.141.88.205 (Querétaro)', 'LOCATION:Querétaro'],
  ]);
});

describe('places8: a town no list knows, named by its premises (place-premises.ts)', () => {
  itFinds([
    ['en', 'My mother is 81 and was standing at the Belcoo stop in the rain.', 'LOCATION:Belcoo'],
    ['en', 'Your package from Jumia is at our Kaneshie hub. Our rider will deliver tomorrow.', 'LOCATION:Kaneshie'],
    ['en', 'Cab pickup 7am from the Guindy office.', 'LOCATION:Guindy'],
    ['en', 'I now work for Concentrix Philippines in the Ortigas office.', 'LOCATION:Ortigas'],
  ]);
  itFindsNo('LOCATION', [
    ['en', 'Please stop sending the report twice.'],
    ['en', 'Our Registered office is shown on the invoice.'],
    ['en', 'The new Shopify site goes live on Monday.'],
  ]);
});
