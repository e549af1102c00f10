/**
 * Real place names for addresses and locations. Faker's English cities are invented
 * ("New Shayleebury"), which no real document contains, so cities come from these short lists;
 * street names and house numbers still come from faker.
 */

/** [city, state abbreviation, state name, ZIP prefix (3 digits)] */
export const US_CITIES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['New York', 'NY', 'New York', '100'], ['Brooklyn', 'NY', 'New York', '112'], ['Buffalo', 'NY', 'New York', '142'],
  ['Los Angeles', 'CA', 'California', '900'], ['San Francisco', 'CA', 'California', '941'],
  ['San Diego', 'CA', 'California', '921'], ['San Jose', 'CA', 'California', '951'], ['Sacramento', 'CA', 'California', '958'],
  ['Oakland', 'CA', 'California', '946'], ['Fresno', 'CA', 'California', '937'], ['Chicago', 'IL', 'Illinois', '606'],
  ['Springfield', 'IL', 'Illinois', '627'], ['Houston', 'TX', 'Texas', '770'], ['Dallas', 'TX', 'Texas', '752'],
  ['Austin', 'TX', 'Texas', '787'], ['San Antonio', 'TX', 'Texas', '782'], ['El Paso', 'TX', 'Texas', '799'],
  ['Phoenix', 'AZ', 'Arizona', '850'], ['Tucson', 'AZ', 'Arizona', '857'], ['Philadelphia', 'PA', 'Pennsylvania', '191'],
  ['Pittsburgh', 'PA', 'Pennsylvania', '152'], ['Jacksonville', 'FL', 'Florida', '322'], ['Miami', 'FL', 'Florida', '331'],
  ['Tampa', 'FL', 'Florida', '336'], ['Orlando', 'FL', 'Florida', '328'], ['Columbus', 'OH', 'Ohio', '432'],
  ['Cleveland', 'OH', 'Ohio', '441'], ['Cincinnati', 'OH', 'Ohio', '452'], ['Charlotte', 'NC', 'North Carolina', '282'],
  ['Raleigh', 'NC', 'North Carolina', '276'], ['Indianapolis', 'IN', 'Indiana', '462'], ['Seattle', 'WA', 'Washington', '981'],
  ['Spokane', 'WA', 'Washington', '992'], ['Denver', 'CO', 'Colorado', '802'], ['Boulder', 'CO', 'Colorado', '803'],
  ['Washington', 'DC', 'District of Columbia', '200'], ['Boston', 'MA', 'Massachusetts', '021'],
  ['Cambridge', 'MA', 'Massachusetts', '021'], ['Nashville', 'TN', 'Tennessee', '372'], ['Memphis', 'TN', 'Tennessee', '381'],
  ['Detroit', 'MI', 'Michigan', '482'], ['Ann Arbor', 'MI', 'Michigan', '481'], ['Portland', 'OR', 'Oregon', '972'],
  ['Las Vegas', 'NV', 'Nevada', '891'], ['Reno', 'NV', 'Nevada', '895'], ['Louisville', 'KY', 'Kentucky', '402'],
  ['Baltimore', 'MD', 'Maryland', '212'], ['Milwaukee', 'WI', 'Wisconsin', '532'], ['Madison', 'WI', 'Wisconsin', '537'],
  ['Albuquerque', 'NM', 'New Mexico', '871'], ['Atlanta', 'GA', 'Georgia', '303'], ['Savannah', 'GA', 'Georgia', '314'],
  ['Kansas City', 'MO', 'Missouri', '641'], ['St. Louis', 'MO', 'Missouri', '631'], ['Omaha', 'NE', 'Nebraska', '681'],
  ['Minneapolis', 'MN', 'Minnesota', '554'], ['Saint Paul', 'MN', 'Minnesota', '551'], ['New Orleans', 'LA', 'Louisiana', '701'],
  ['Salt Lake City', 'UT', 'Utah', '841'], ['Richmond', 'VA', 'Virginia', '232'], ['Arlington', 'VA', 'Virginia', '222'],
  ['Hartford', 'CT', 'Connecticut', '061'], ['Newark', 'NJ', 'New Jersey', '071'], ['Jersey City', 'NJ', 'New Jersey', '073'],
  ['Providence', 'RI', 'Rhode Island', '029'], ['Honolulu', 'HI', 'Hawaii', '968'], ['Anchorage', 'AK', 'Alaska', '995'],
  ['Boise', 'ID', 'Idaho', '837'], ['Des Moines', 'IA', 'Iowa', '503'], ['Little Rock', 'AR', 'Arkansas', '722'],
  ['Birmingham', 'AL', 'Alabama', '352'], ['Charleston', 'SC', 'South Carolina', '294'], ['Oklahoma City', 'OK', 'Oklahoma', '731'],
];

/** [city, postcode outward codes that really belong to it] */
export const UK_CITIES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['London', ['SW1A', 'EC1A', 'W1D', 'N1', 'SE1', 'E14', 'NW3', 'WC2H']], ['Manchester', ['M1', 'M4', 'M14', 'M20']],
  ['Birmingham', ['B1', 'B15', 'B29']], ['Leeds', ['LS1', 'LS6', 'LS11']], ['Glasgow', ['G1', 'G12', 'G41']],
  ['Edinburgh', ['EH1', 'EH3', 'EH10']], ['Liverpool', ['L1', 'L8', 'L17']], ['Bristol', ['BS1', 'BS8', 'BS6']],
  ['Sheffield', ['S1', 'S10', 'S11']], ['Cardiff', ['CF10', 'CF11', 'CF24']], ['Belfast', ['BT1', 'BT7', 'BT9']],
  ['Nottingham', ['NG1', 'NG7']], ['Leicester', ['LE1', 'LE2']], ['Newcastle upon Tyne', ['NE1', 'NE2', 'NE6']],
  ['Brighton', ['BN1', 'BN2']], ['Oxford', ['OX1', 'OX2', 'OX4']], ['Cambridge', ['CB1', 'CB2', 'CB4']],
  ['York', ['YO1', 'YO10']], ['Southampton', ['SO14', 'SO15']], ['Aberdeen', ['AB10', 'AB11']], ['Bath', ['BA1', 'BA2']],
  ['Norwich', ['NR1', 'NR2']], ['Exeter', ['EX1', 'EX4']], ['Coventry', ['CV1', 'CV4']], ['Reading', ['RG1', 'RG2']],
];

/** [city, province postal prefix (2 digits)] */
export const ES_CITIES: ReadonlyArray<readonly [string, string]> = [
  ['Madrid', '28'], ['Barcelona', '08'], ['Valencia', '46'], ['Sevilla', '41'], ['Zaragoza', '50'], ['Málaga', '29'],
  ['Murcia', '30'], ['Palma', '07'], ['Las Palmas de Gran Canaria', '35'], ['Bilbao', '48'], ['Alicante', '03'],
  ['Córdoba', '14'], ['Valladolid', '47'], ['Vigo', '36'], ['Gijón', '33'], ['Granada', '18'], ['A Coruña', '15'],
  ['Vitoria-Gasteiz', '01'], ['Santander', '39'], ['Pamplona', '31'], ['Salamanca', '37'], ['Toledo', '45'],
  ['Cádiz', '11'], ['Burgos', '09'], ['León', '24'], ['Oviedo', '33'], ['Badajoz', '06'], ['Logroño', '26'],
  ['San Sebastián', '20'], ['Almería', '04'], ['Huelva', '21'], ['Jaén', '23'], ['Lleida', '25'], ['Tarragona', '43'],
  ['Girona', '17'], ['Cáceres', '10'], ['Albacete', '02'], ['Castellón de la Plana', '12'], ['Ciudad Real', '13'],
  ['Cuenca', '16'], ['Guadalajara', '19'], ['Huesca', '22'], ['Lugo', '27'], ['Ourense', '32'], ['Pontevedra', '36'],
  ['Segovia', '40'], ['Soria', '42'], ['Teruel', '44'], ['Zamora', '49'], ['Ávila', '05'], ['Getafe', '28'],
  ['Alcalá de Henares', '28'], ['Móstoles', '28'], ['Sabadell', '08'], ['Terrassa', '08'], ['Elche', '03'],
  ['Jerez de la Frontera', '11'], ['Marbella', '29'], ['Santiago de Compostela', '15'], ['Cartagena', '30'],
];

/** Countries written without an article, so a sentence never needs "the" outside the span. */
export const COUNTRIES_EN = ['Canada', 'Mexico', 'Ireland', 'Germany', 'France', 'Spain', 'Italy', 'Portugal', 'Japan', 'India', 'Brazil', 'Australia', 'Scotland', 'Poland'];
export const COUNTRIES_ES = ['España', 'México', 'Argentina', 'Colombia', 'Chile', 'Perú', 'Francia', 'Portugal', 'Alemania', 'Italia', 'Estados Unidos', 'Reino Unido', 'Marruecos', 'Venezuela', 'Ecuador'];

/** Common US surnames, mixed with faker's (which are rare in real life) for realistic text. */
export const US_COMMON_SURNAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker',
  'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson',
  'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Patel', 'Kim', 'Chen', 'Wang',
  'Singh', "O'Brien", 'Murphy', 'Kelly', 'Sullivan', 'Cohen', 'Nakamura', 'Okafor', 'Kowalski', 'Rossi', 'Schmidt',
  'Fischer', 'Bennett', 'Hughes', 'Price', 'Foster', 'Reyes', 'Brooks', 'Gray', 'Ward', 'Cooper', 'Morgan',
];

/** Spanish compound first names, which faker rarely produces and real forms have all the time. */
export const ES_COMPOUND_FIRST = [
  'María José', 'José Luis', 'Juan Carlos', 'María del Carmen', 'José Antonio', 'Ana Belén', 'María Isabel',
  'Francisco Javier', 'Miguel Ángel', 'María Pilar', 'Juan José', 'Luis Miguel', 'María Teresa', 'José Manuel',
];
