/**
 * The sports world the simulator draws fixtures from. Ratings are Elo-like strengths that set the
 * prices and the live play; they are rough and only meant to make favourites look like favourites.
 */

export type SportKind = 'football' | 'basketball' | 'tennis';

export type Competitor = { name: string; rating: number; venue: string; city: string; country: string };

export type Tournament = {
  key: string;
  name: string;
  sport: SportKind;
  competitors: readonly Competitor[];
  /** Fixtures on a day: [min, max] by weekday (0 = Sunday); a missing weekday means none. */
  fixtures: Readonly<Partial<Record<number, readonly [number, number]>>>;
  /**
   * Start times, UTC. A competitor plays at most once per UTC day, and these are chosen so that a
   * fixture late on one day always ends before the earliest possible start on the next.
   */
  startTimes: readonly string[];
  /** Tennis: months (1–12) the event is played; the tournament's own venue, surface and format. */
  months?: readonly number[];
  venue?: { venue: string; city: string; country: string; surface: 'clay' | 'grass' | 'hard' };
  bestOf?: 3 | 5;
  /** Basketball: minutes of play in regulation. */
  minutes?: 40 | 48;
};

type Row = readonly [name: string, rating: number, venue: string, city: string];
const clubs = (country: string, rows: readonly Row[]): Competitor[] =>
  rows.map(([name, rating, venue, city]) => ({ name, rating, venue, city, country }));

const LA_LIGA = clubs('Spain', [
  ['Real Madrid', 2010, 'Santiago Bernabéu', 'Madrid'],
  ['FC Barcelona', 1995, 'Spotify Camp Nou', 'Barcelona'],
  ['Atlético de Madrid', 1900, 'Riyadh Air Metropolitano', 'Madrid'],
  ['Athletic Club', 1820, 'San Mamés', 'Bilbao'],
  ['Villarreal CF', 1800, 'Estadio de la Cerámica', 'Villarreal'],
  ['Real Betis', 1790, 'Benito Villamarín', 'Sevilla'],
  ['Real Sociedad', 1785, 'Reale Arena', 'San Sebastián'],
  ['Sevilla FC', 1760, 'Ramón Sánchez-Pizjuán', 'Sevilla'],
  ['Valencia CF', 1740, 'Mestalla', 'Valencia'],
  ['Girona FC', 1740, 'Montilivi', 'Girona'],
  ['Celta de Vigo', 1730, 'Abanca-Balaídos', 'Vigo'],
  ['CA Osasuna', 1720, 'El Sadar', 'Pamplona'],
  ['RCD Mallorca', 1710, 'Son Moix', 'Palma'],
  ['Rayo Vallecano', 1710, 'Estadio de Vallecas', 'Madrid'],
  ['Getafe CF', 1700, 'Coliseum', 'Getafe'],
  ['Deportivo Alavés', 1690, 'Mendizorroza', 'Vitoria-Gasteiz'],
  ['RCD Espanyol', 1690, 'RCDE Stadium', 'Cornellà de Llobregat'],
  ['UD Las Palmas', 1670, 'Estadio de Gran Canaria', 'Las Palmas'],
  ['CD Leganés', 1660, 'Butarque', 'Leganés'],
  ['Real Valladolid', 1640, 'José Zorrilla', 'Valladolid'],
]);

const PREMIER_LEAGUE = clubs('UK', [
  ['Manchester City', 2000, 'Etihad Stadium', 'Manchester'],
  ['Liverpool', 2000, 'Anfield', 'Liverpool'],
  ['Arsenal', 1990, 'Emirates Stadium', 'Londres'],
  ['Chelsea', 1900, 'Stamford Bridge', 'Londres'],
  ['Newcastle United', 1880, "St James' Park", 'Newcastle'],
  ['Tottenham Hotspur', 1860, 'Tottenham Hotspur Stadium', 'Londres'],
  ['Aston Villa', 1860, 'Villa Park', 'Birmingham'],
  ['Manchester United', 1840, 'Old Trafford', 'Manchester'],
  ['Brighton & Hove Albion', 1820, 'Amex Stadium', 'Brighton'],
  ['Nottingham Forest', 1800, 'City Ground', 'Nottingham'],
  ['West Ham United', 1780, 'London Stadium', 'Londres'],
  ['Crystal Palace', 1780, 'Selhurst Park', 'Londres'],
  ['Bournemouth', 1780, 'Vitality Stadium', 'Bournemouth'],
  ['Brentford', 1770, 'Gtech Community Stadium', 'Londres'],
  ['Fulham', 1770, 'Craven Cottage', 'Londres'],
  ['Wolverhampton Wanderers', 1740, 'Molineux', 'Wolverhampton'],
  ['Everton', 1740, 'Hill Dickinson Stadium', 'Liverpool'],
  ['Leeds United', 1700, 'Elland Road', 'Leeds'],
  ['Burnley', 1680, 'Turf Moor', 'Burnley'],
  ['Sunderland', 1680, 'Stadium of Light', 'Sunderland'],
]);

const LIGA_MX = clubs('Mexico', [
  ['Club América', 1780, 'Estadio Ciudad de los Deportes', 'Ciudad de México'],
  ['Cruz Azul', 1760, 'Estadio Olímpico Universitario', 'Ciudad de México'],
  ['Tigres UANL', 1760, 'Estadio Universitario', 'San Nicolás de los Garza'],
  ['CF Monterrey', 1750, 'Estadio BBVA', 'Monterrey'],
  ['Toluca', 1740, 'Estadio Nemesio Díez', 'Toluca'],
  ['Chivas de Guadalajara', 1720, 'Estadio Akron', 'Zapopan'],
  ['Pumas UNAM', 1700, 'Estadio Olímpico Universitario', 'Ciudad de México'],
  ['Club León', 1700, 'Estadio León', 'León'],
  ['Pachuca', 1700, 'Estadio Hidalgo', 'Pachuca'],
  ['Santos Laguna', 1680, 'Estadio Corona', 'Torreón'],
  ['Atlas', 1670, 'Estadio Jalisco', 'Guadalajara'],
  ['Club Puebla', 1640, 'Estadio Cuauhtémoc', 'Puebla'],
  ['Club Tijuana', 1650, 'Estadio Caliente', 'Tijuana'],
  ['Necaxa', 1650, 'Estadio Victoria', 'Aguascalientes'],
  ['Querétaro', 1630, 'Estadio Corregidora', 'Querétaro'],
  ['Mazatlán FC', 1620, 'Estadio El Encanto', 'Mazatlán'],
  ['Atlético San Luis', 1640, 'Estadio Alfonso Lastras', 'San Luis Potosí'],
  ['FC Juárez', 1630, 'Estadio Olímpico Benito Juárez', 'Ciudad Juárez'],
]);

const SERIE_A = clubs('Italy', [
  ['Inter', 1960, 'San Siro', 'Milán'],
  ['Napoli', 1900, 'Stadio Diego Armando Maradona', 'Nápoles'],
  ['Juventus', 1880, 'Allianz Stadium', 'Turín'],
  ['AC Milan', 1870, 'San Siro', 'Milán'],
  ['Atalanta', 1880, 'Gewiss Stadium', 'Bérgamo'],
  ['AS Roma', 1840, 'Stadio Olimpico', 'Roma'],
  ['Lazio', 1820, 'Stadio Olimpico', 'Roma'],
  ['Fiorentina', 1800, 'Artemio Franchi', 'Florencia'],
  ['Bologna', 1800, "Renato Dall'Ara", 'Bolonia'],
  ['Torino', 1750, 'Stadio Olimpico Grande Torino', 'Turín'],
  ['Udinese', 1720, 'Bluenergy Stadium', 'Udine'],
  ['Genoa', 1710, 'Luigi Ferraris', 'Génova'],
]);

const BUNDESLIGA = clubs('Germany', [
  ['Bayern Múnich', 2000, 'Allianz Arena', 'Múnich'],
  ['Bayer Leverkusen', 1920, 'BayArena', 'Leverkusen'],
  ['Borussia Dortmund', 1890, 'Signal Iduna Park', 'Dortmund'],
  ['RB Leipzig', 1870, 'Red Bull Arena', 'Leipzig'],
  ['Eintracht Fráncfort', 1820, 'Deutsche Bank Park', 'Fráncfort'],
  ['VfB Stuttgart', 1820, 'MHPArena', 'Stuttgart'],
  ['SC Freiburg', 1780, 'Europa-Park Stadion', 'Friburgo'],
  ['VfL Wolfsburg', 1760, 'Volkswagen Arena', 'Wolfsburgo'],
  ['Borussia Mönchengladbach', 1750, 'Borussia-Park', 'Mönchengladbach'],
  ['Werder Bremen', 1750, 'Weserstadion', 'Bremen'],
  ['Union Berlin', 1730, 'An der Alten Försterei', 'Berlín'],
  ['Mainz 05', 1740, 'Mewa Arena', 'Maguncia'],
]);

const EUROPE_EXTRA = [
  ...clubs('France', [
    ['Paris Saint-Germain', 1990, 'Parc des Princes', 'París'],
    ['Olympique de Marsella', 1800, 'Vélodrome', 'Marsella'],
    ['AS Mónaco', 1800, 'Stade Louis II', 'Mónaco'],
    ['Lille OSC', 1790, 'Stade Pierre-Mauroy', 'Lille'],
  ]),
  ...clubs('Portugal', [
    ['SL Benfica', 1850, 'Estádio da Luz', 'Lisboa'],
    ['FC Porto', 1830, 'Estádio do Dragão', 'Oporto'],
    ['Sporting CP', 1840, 'Estádio José Alvalade', 'Lisboa'],
  ]),
  ...clubs('Netherlands', [
    ['PSV Eindhoven', 1810, 'Philips Stadion', 'Eindhoven'],
    ['Ajax', 1790, 'Johan Cruijff ArenA', 'Ámsterdam'],
    ['Feyenoord', 1790, 'De Kuip', 'Róterdam'],
  ]),
  ...clubs('UK', [['Celtic', 1760, 'Celtic Park', 'Glasgow']]),
  ...clubs('Belgium', [['Club Brujas', 1770, 'Jan Breydel', 'Brujas']]),
  ...clubs('Turkey', [['Galatasaray', 1780, 'RAMS Park', 'Estambul']]),
];

const CHAMPIONS_LEAGUE = [
  ...LA_LIGA.slice(0, 5),
  ...PREMIER_LEAGUE.slice(0, 6),
  ...SERIE_A.slice(0, 5),
  ...BUNDESLIGA.slice(0, 4),
  ...EUROPE_EXTRA,
];

const LIBERTADORES = [
  ...clubs('Argentina', [
    ['Boca Juniors', 1780, 'La Bombonera', 'Buenos Aires'],
    ['River Plate', 1800, 'Estadio Monumental', 'Buenos Aires'],
    ['Racing Club', 1740, 'Estadio Presidente Perón', 'Avellaneda'],
    ['Estudiantes de La Plata', 1720, 'Estadio Jorge Luis Hirschi', 'La Plata'],
  ]),
  ...clubs('Brazil', [
    ['Flamengo', 1820, 'Maracanã', 'Río de Janeiro'],
    ['Palmeiras', 1810, 'Allianz Parque', 'São Paulo'],
    ['Fluminense', 1750, 'Maracanã', 'Río de Janeiro'],
    ['São Paulo FC', 1740, 'MorumBIS', 'São Paulo'],
    ['Atlético Mineiro', 1750, 'Arena MRV', 'Belo Horizonte'],
    ['Botafogo', 1770, 'Estádio Nilton Santos', 'Río de Janeiro'],
  ]),
  ...clubs('Uruguay', [
    ['Peñarol', 1690, 'Estadio Campeón del Siglo', 'Montevideo'],
    ['Nacional', 1690, 'Gran Parque Central', 'Montevideo'],
  ]),
  ...clubs('Chile', [['Colo-Colo', 1670, 'Estadio Monumental David Arellano', 'Santiago']]),
  ...clubs('Ecuador', [
    ['LDU Quito', 1690, 'Estadio Rodrigo Paz Delgado', 'Quito'],
    ['Independiente del Valle', 1700, 'Estadio Banco Guayaquil', 'Sangolquí'],
  ]),
  ...clubs('Paraguay', [['Cerro Porteño', 1660, 'Estadio General Pablo Rojas', 'Asunción']]),
];

const NBA = clubs('USA', [
  ['Boston Celtics', 1690, 'TD Garden', 'Boston'],
  ['Oklahoma City Thunder', 1700, 'Paycom Center', 'Oklahoma City'],
  ['Denver Nuggets', 1640, 'Ball Arena', 'Denver'],
  ['Cleveland Cavaliers', 1650, 'Rocket Arena', 'Cleveland'],
  ['New York Knicks', 1620, 'Madison Square Garden', 'Nueva York'],
  ['Minnesota Timberwolves', 1610, 'Target Center', 'Minneapolis'],
  ['Los Angeles Lakers', 1590, 'Crypto.com Arena', 'Los Ángeles'],
  ['Golden State Warriors', 1580, 'Chase Center', 'San Francisco'],
  ['Houston Rockets', 1600, 'Toyota Center', 'Houston'],
  ['Milwaukee Bucks', 1570, 'Fiserv Forum', 'Milwaukee'],
  ['Dallas Mavericks', 1560, 'American Airlines Center', 'Dallas'],
  ['Indiana Pacers', 1570, 'Gainbridge Fieldhouse', 'Indianápolis'],
  ['Miami Heat', 1530, 'Kaseya Center', 'Miami'],
  ['Los Angeles Clippers', 1560, 'Intuit Dome', 'Inglewood'],
  ['Memphis Grizzlies', 1560, 'FedExForum', 'Memphis'],
  ['Orlando Magic', 1550, 'Kia Center', 'Orlando'],
  ['Phoenix Suns', 1510, 'PHX Arena', 'Phoenix'],
  ['Sacramento Kings', 1500, 'Golden 1 Center', 'Sacramento'],
  ['Atlanta Hawks', 1510, 'State Farm Arena', 'Atlanta'],
  ['Chicago Bulls', 1490, 'United Center', 'Chicago'],
  ['San Antonio Spurs', 1500, 'Frost Bank Center', 'San Antonio'],
  ['Philadelphia 76ers', 1480, 'Wells Fargo Center', 'Filadelfia'],
  ['Toronto Raptors', 1460, 'Scotiabank Arena', 'Toronto'],
  ['Portland Trail Blazers', 1460, 'Moda Center', 'Portland'],
  ['Brooklyn Nets', 1430, 'Barclays Center', 'Nueva York'],
  ['Utah Jazz', 1420, 'Delta Center', 'Salt Lake City'],
  ['Charlotte Hornets', 1420, 'Spectrum Center', 'Charlotte'],
  ['Washington Wizards', 1400, 'Capital One Arena', 'Washington'],
  ['New Orleans Pelicans', 1440, 'Smoothie King Center', 'Nueva Orleans'],
  ['Detroit Pistons', 1520, 'Little Caesars Arena', 'Detroit'],
]).map((team) => (team.name === 'Toronto Raptors' ? { ...team, country: 'Canada' } : team));

const EUROLIGA = [
  ...clubs('Spain', [
    ['Real Madrid Baloncesto', 1650, 'WiZink Center', 'Madrid'],
    ['FC Barcelona Basket', 1620, 'Palau Blaugrana', 'Barcelona'],
    ['Baskonia', 1560, 'Buesa Arena', 'Vitoria-Gasteiz'],
    ['Valencia Basket', 1560, 'Roig Arena', 'Valencia'],
  ]),
  ...clubs('Greece', [
    ['Panathinaikos', 1650, 'OAKA', 'Atenas'],
    ['Olympiacos', 1650, 'Peace and Friendship Stadium', 'El Pireo'],
  ]),
  ...clubs('Turkey', [
    ['Fenerbahçe Beko', 1660, 'Ülker Sports Arena', 'Estambul'],
    ['Anadolu Efes', 1580, 'Basketball Development Center', 'Estambul'],
  ]),
  ...clubs('Monaco', [['AS Monaco Basket', 1620, 'Salle Gaston Médecin', 'Mónaco']]),
  ...clubs('Italy', [
    ['Olimpia Milano', 1580, 'Unipol Forum', 'Milán'],
    ['Virtus Bolonia', 1540, 'Virtus Arena', 'Bolonia'],
  ]),
  ...clubs('Serbia', [
    ['Estrella Roja', 1580, 'Belgrade Arena', 'Belgrado'],
    ['Partizan', 1570, 'Belgrade Arena', 'Belgrado'],
  ]),
  ...clubs('Germany', [['Bayern Múnich Basketball', 1570, 'SAP Garden', 'Múnich']]),
  ...clubs('Israel', [
    ['Maccabi Tel Aviv', 1560, 'Menora Mivtachim Arena', 'Tel Aviv'],
    ['Hapoel Tel Aviv', 1570, 'Menora Mivtachim Arena', 'Tel Aviv'],
  ]),
  ...clubs('Lithuania', [['Žalgiris Kaunas', 1570, 'Žalgirio Arena', 'Kaunas']]),
  ...clubs('France', [
    ['ASVEL', 1500, 'LDLC Arena', 'Lyon'],
    ['Paris Basketball', 1540, 'Adidas Arena', 'París'],
  ]),
];

const LIGA_ENDESA = clubs('Spain', [
  ['Real Madrid Baloncesto', 1650, 'WiZink Center', 'Madrid'],
  ['FC Barcelona Basket', 1620, 'Palau Blaugrana', 'Barcelona'],
  ['Unicaja Málaga', 1590, 'Palacio de Deportes Martín Carpena', 'Málaga'],
  ['Valencia Basket', 1560, 'Roig Arena', 'Valencia'],
  ['Baskonia', 1560, 'Buesa Arena', 'Vitoria-Gasteiz'],
  ['La Laguna Tenerife', 1550, 'Santiago Martín', 'San Cristóbal de La Laguna'],
  ['Dreamland Gran Canaria', 1520, 'Gran Canaria Arena', 'Las Palmas'],
  ['Joventut Badalona', 1500, 'Palau Olímpic de Badalona', 'Badalona'],
  ['UCAM Murcia', 1510, 'Palacio de los Deportes', 'Murcia'],
  ['Casademont Zaragoza', 1480, 'Pabellón Príncipe Felipe', 'Zaragoza'],
  ['Bàsquet Girona', 1460, 'Fontajau', 'Girona'],
  ['Río Breogán', 1470, 'Pazo dos Deportes', 'Lugo'],
]);

type PlayerRow = readonly [name: string, rating: number, country: string];
const players = (rows: readonly PlayerRow[]): Competitor[] =>
  rows.map(([name, rating, country]) => ({ name, rating, country, venue: '', city: '' }));

const ATP = players([
  ['Jannik Sinner', 2200, 'Italy'],
  ['Carlos Alcaraz', 2190, 'Spain'],
  ['Novak Djokovic', 2100, 'Serbia'],
  ['Alexander Zverev', 2040, 'Germany'],
  ['Taylor Fritz', 2000, 'USA'],
  ['Jack Draper', 1990, 'UK'],
  ['Daniil Medvedev', 1980, 'Russia'],
  ['Casper Ruud', 1960, 'Norway'],
  ['Alex de Minaur', 1970, 'Australia'],
  ['Lorenzo Musetti', 1960, 'Italy'],
  ['Holger Rune', 1940, 'Denmark'],
  ['Stefanos Tsitsipas', 1930, 'Greece'],
  ['Tommy Paul', 1930, 'USA'],
  ['Ben Shelton', 1940, 'USA'],
  ['Andrey Rublev', 1920, 'Russia'],
  ['Grigor Dimitrov', 1900, 'Bulgaria'],
  ['Francisco Cerúndolo', 1890, 'Argentina'],
  ['Frances Tiafoe', 1880, 'USA'],
  ['Hubert Hurkacz', 1890, 'Poland'],
  ['Arthur Fils', 1890, 'France'],
  ['Jakub Menšík', 1880, 'Czechia'],
  ['Alejandro Davidovich Fokina', 1870, 'Spain'],
  ['Ugo Humbert', 1860, 'France'],
  ['Karen Khachanov', 1860, 'Russia'],
  ['Félix Auger-Aliassime', 1880, 'Canada'],
  ['Sebastián Báez', 1830, 'Argentina'],
  ['Alejandro Tabilo', 1820, 'Chile'],
  ['Pablo Carreño Busta', 1780, 'Spain'],
  ['Roberto Bautista Agut', 1770, 'Spain'],
  ['Jaume Munar', 1800, 'Spain'],
  ['Tomás Martín Etcheverry', 1800, 'Argentina'],
  ['João Fonseca', 1850, 'Brazil'],
]);

const WTA = players([
  ['Aryna Sabalenka', 2180, 'Belarus'],
  ['Iga Świątek', 2150, 'Poland'],
  ['Coco Gauff', 2100, 'USA'],
  ['Jessica Pegula', 2040, 'USA'],
  ['Elena Rybakina', 2050, 'Kazakhstan'],
  ['Jasmine Paolini', 2000, 'Italy'],
  ['Mirra Andreeva', 2030, 'Russia'],
  ['Madison Keys', 2000, 'USA'],
  ['Qinwen Zheng', 1990, 'China'],
  ['Emma Navarro', 1950, 'USA'],
  ['Paula Badosa', 1950, 'Spain'],
  ['Daria Kasatkina', 1930, 'Russia'],
  ['Elina Svitolina', 1940, 'Ukraine'],
  ['Karolína Muchová', 1930, 'Czechia'],
  ['Beatriz Haddad Maia', 1900, 'Brazil'],
  ['Amanda Anisimova', 1960, 'USA'],
  ['Diana Shnaider', 1920, 'Russia'],
  ['Donna Vekić', 1880, 'Croatia'],
  ['Jeļena Ostapenko', 1900, 'Latvia'],
  ['Leylah Fernandez', 1870, 'Canada'],
  ['Sara Sorribes Tormo', 1820, 'Spain'],
  ['Cristina Bucșa', 1800, 'Spain'],
  ['Renata Zarazúa', 1790, 'Mexico'],
  ['Emma Raducanu', 1880, 'UK'],
]);

const EVERY_DAY = (range: readonly [number, number]) =>
  Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((weekday) => [weekday, range])) as Record<
    number,
    readonly [number, number]
  >;
const WEEKEND_HEAVY = { 0: [3, 4], 1: [1, 1], 2: [0, 1], 3: [0, 1], 4: [0, 1], 5: [1, 2], 6: [3, 5] } as const;

type TennisStop = { name: string; months: readonly number[]; venue: Tournament['venue']; bestOf: 3 | 5 };
const tennisStops = (
  tour: 'ATP' | 'WTA',
  stops: readonly TennisStop[],
  startTimes: (stop: TennisStop) => readonly string[],
): Tournament[] =>
  stops.map((stop) => ({
    key: `${tour.toLowerCase()}-${stop.name.toLowerCase().replaceAll(/[^a-z]+/g, '-')}`,
    name: stop.name,
    sport: 'tennis',
    competitors: tour === 'ATP' ? ATP : WTA,
    fixtures: EVERY_DAY(tour === 'ATP' ? [4, 6] : [3, 5]),
    startTimes: startTimes(stop),
    months: stop.months,
    venue: stop.venue,
    bestOf: tour === 'ATP' ? stop.bestOf : 3,
  }));

const EUROPE_DAY = ['09:00', '10:00', '11:00', '12:30', '14:00', '15:30', '17:00', '18:30'];
const AMERICAS_DAY = ['15:00', '16:30', '18:00', '19:30', '21:00'];
const ASIA_PACIFIC_DAY = ['00:00', '01:30', '03:00', '04:30', '06:00', '08:00'];

const ATP_STOPS: TennisStop[] = [
  {
    name: 'Australian Open',
    months: [1],
    bestOf: 5,
    venue: { venue: 'Rod Laver Arena', city: 'Melbourne', country: 'Australia', surface: 'hard' },
  },
  {
    name: 'ATP 500 Río de Janeiro',
    months: [2],
    bestOf: 3,
    venue: { venue: 'Jockey Club Brasileiro', city: 'Río de Janeiro', country: 'Brazil', surface: 'clay' },
  },
  {
    name: 'ATP Masters Indian Wells',
    months: [3],
    bestOf: 3,
    venue: { venue: 'Stadium 1', city: 'Indian Wells', country: 'USA', surface: 'hard' },
  },
  {
    name: 'ATP Masters Montecarlo',
    months: [4],
    bestOf: 3,
    venue: { venue: 'Court Rainier III', city: 'Roquebrune-Cap-Martin', country: 'France', surface: 'clay' },
  },
  {
    name: 'ATP Masters Madrid',
    months: [5],
    bestOf: 3,
    venue: { venue: 'Estadio Manolo Santana', city: 'Madrid', country: 'Spain', surface: 'clay' },
  },
  {
    name: 'Roland Garros',
    months: [6],
    bestOf: 5,
    venue: { venue: 'Court Philippe-Chatrier', city: 'París', country: 'France', surface: 'clay' },
  },
  {
    name: 'Wimbledon',
    months: [7],
    bestOf: 5,
    venue: { venue: 'Centre Court', city: 'Londres', country: 'UK', surface: 'grass' },
  },
  {
    name: 'ATP Masters Cincinnati',
    months: [8],
    bestOf: 3,
    venue: { venue: 'Center Court', city: 'Mason', country: 'USA', surface: 'hard' },
  },
  {
    name: 'US Open',
    months: [9],
    bestOf: 5,
    venue: { venue: 'Arthur Ashe Stadium', city: 'Nueva York', country: 'USA', surface: 'hard' },
  },
  {
    name: 'ATP Masters Shanghái',
    months: [10],
    bestOf: 3,
    venue: { venue: 'Stadium Court', city: 'Shanghái', country: 'China', surface: 'hard' },
  },
  {
    name: 'ATP Masters París',
    months: [11, 12],
    bestOf: 3,
    venue: { venue: 'Paris La Défense Arena', city: 'Nanterre', country: 'France', surface: 'hard' },
  },
];

const WTA_STOPS: TennisStop[] = [
  {
    name: 'WTA 1000 Doha',
    months: [1, 2],
    bestOf: 3,
    venue: { venue: 'Khalifa International Tennis Complex', city: 'Doha', country: 'Qatar', surface: 'hard' },
  },
  {
    name: 'WTA 1000 Miami',
    months: [3],
    bestOf: 3,
    venue: { venue: 'Hard Rock Stadium', city: 'Miami Gardens', country: 'USA', surface: 'hard' },
  },
  {
    name: 'WTA 1000 Madrid',
    months: [4, 5],
    bestOf: 3,
    venue: { venue: 'Estadio Arantxa Sánchez Vicario', city: 'Madrid', country: 'Spain', surface: 'clay' },
  },
  {
    name: 'WTA 500 Berlín',
    months: [6],
    bestOf: 3,
    venue: { venue: 'Steffi Graf Stadium', city: 'Berlín', country: 'Germany', surface: 'grass' },
  },
  {
    name: 'WTA 500 Washington',
    months: [7],
    bestOf: 3,
    venue: { venue: 'Rock Creek Park', city: 'Washington', country: 'USA', surface: 'hard' },
  },
  {
    name: 'WTA 1000 Montreal',
    months: [8],
    bestOf: 3,
    venue: { venue: 'IGA Stadium', city: 'Montreal', country: 'Canada', surface: 'hard' },
  },
  {
    name: 'WTA 1000 Guadalajara',
    months: [9],
    bestOf: 3,
    venue: { venue: 'Estadio Akron Tenis', city: 'Zapopan', country: 'Mexico', surface: 'hard' },
  },
  {
    name: 'WTA 1000 Pekín',
    months: [10],
    bestOf: 3,
    venue: { venue: 'Diamond Court', city: 'Pekín', country: 'China', surface: 'hard' },
  },
  {
    name: 'WTA Finals Riad',
    months: [11, 12],
    bestOf: 3,
    venue: { venue: 'King Saud University Arena', city: 'Riad', country: 'Saudi Arabia', surface: 'hard' },
  },
];

const localDay = (stop: TennisStop) => {
  const country = stop.venue?.country;
  if (country === 'USA' || country === 'Canada' || country === 'Mexico' || country === 'Brazil') return AMERICAS_DAY;
  if (country === 'Australia' || country === 'China') return ASIA_PACIFIC_DAY;
  return EUROPE_DAY;
};

export const TOURNAMENTS: readonly Tournament[] = [
  {
    key: 'la-liga',
    name: 'La Liga',
    sport: 'football',
    competitors: LA_LIGA,
    fixtures: WEEKEND_HEAVY,
    startTimes: ['12:00', '14:15', '16:30', '19:00', '20:00'],
  },
  {
    key: 'premier-league',
    name: 'Premier League',
    sport: 'football',
    competitors: PREMIER_LEAGUE,
    fixtures: WEEKEND_HEAVY,
    startTimes: ['11:30', '14:00', '16:30', '19:00', '19:45'],
  },
  {
    key: 'liga-mx',
    name: 'Liga MX',
    sport: 'football',
    competitors: LIGA_MX,
    fixtures: { 0: [2, 3], 1: [0, 1], 2: [1, 2], 3: [1, 2], 4: [0, 1], 5: [2, 3], 6: [2, 4] },
    startTimes: ['00:00', '01:05', '02:10', '03:05', '18:00'],
  },
  {
    key: 'champions-league',
    name: 'Champions League',
    sport: 'football',
    competitors: CHAMPIONS_LEAGUE,
    fixtures: { 2: [4, 6], 3: [4, 6] },
    startTimes: ['17:45', '20:00', '20:00'],
  },
  {
    key: 'serie-a',
    name: 'Serie A',
    sport: 'football',
    competitors: SERIE_A,
    fixtures: WEEKEND_HEAVY,
    startTimes: ['11:30', '14:00', '17:00', '19:45'],
  },
  {
    key: 'bundesliga',
    name: 'Bundesliga',
    sport: 'football',
    competitors: BUNDESLIGA,
    fixtures: WEEKEND_HEAVY,
    startTimes: ['13:30', '16:30', '18:30'],
  },
  {
    key: 'copa-libertadores',
    name: 'Copa Libertadores',
    sport: 'football',
    competitors: LIBERTADORES,
    fixtures: { 2: [1, 2], 3: [1, 2], 4: [1, 2] },
    startTimes: ['00:30', '01:30'],
  },
  {
    key: 'nba',
    name: 'NBA',
    sport: 'basketball',
    competitors: NBA,
    fixtures: EVERY_DAY([4, 7]),
    startTimes: ['00:00', '00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00'],
    minutes: 48,
  },
  {
    key: 'euroliga',
    name: 'Euroliga',
    sport: 'basketball',
    competitors: EUROLIGA,
    fixtures: { 2: [2, 4], 3: [2, 3], 4: [3, 4], 5: [3, 4] },
    startTimes: ['17:00', '18:00', '19:00', '19:45'],
    minutes: 40,
  },
  {
    key: 'liga-endesa',
    name: 'Liga Endesa',
    sport: 'basketball',
    competitors: LIGA_ENDESA,
    fixtures: { 0: [3, 4], 1: [0, 1], 6: [2, 3] },
    startTimes: ['11:30', '16:00', '18:30', '20:30'],
    minutes: 40,
  },
  ...tennisStops('ATP', ATP_STOPS, localDay),
  ...tennisStops('WTA', WTA_STOPS, localDay),
];

export const REFEREES = {
  // prettier-ignore
  football: [
    'José María Sánchez Martínez', 'Alejandro Hernández Hernández', 'Jesús Gil Manzano', 'Mateo Busquets Ferrer',
    'Michael Oliver', 'Anthony Taylor', 'Simon Hooper', 'César Arturo Ramos', 'Marco Antonio Ortiz', 'Daniele Orsato',
    'Felix Zwayer', 'Clément Turpin', 'Szymon Marciniak', 'Wilmar Roldán', 'Facundo Tello',
  ],
  // prettier-ignore
  basketball: [
    'Scott Foster', 'Tony Brothers', 'Marc Davis', 'Zach Zarba', 'James Capers', 'Luis Castillo', 'Juan Carlos García',
    'Antonio Conde', 'Daniel Hierrezuelo', 'Emilio Pérez Pizarro', 'Carlos Peruga', 'Olegs Latisevs',
  ],
  // prettier-ignore
  tennis: [
    'Carlos Bernardes', 'Mohamed Lahyani', 'Eva Asderaki-Moore', 'Marija Čičak', 'Renaud Lichtenstein',
    'Aurélie Tourte', 'James Keothavong', 'Fergus Murphy', 'Jaume Campistol', 'Alison Hughes',
  ],
} as const satisfies Record<SportKind, readonly string[]>;

// prettier-ignore
export const OUTDOOR_WEATHER = [
  'Soleado', 'Despejado', 'Parcialmente nublado', 'Nublado', 'Lluvia ligera', 'Viento moderado', 'Húmedo',
] as const;
