import type { RegionCode } from './racing-catalogue';

/** Word lists the simulator composes names from. Combinations are new; the parts sound like the real thing. */

// prettier-ignore
export const EN_ADJECTIVES = [
  'Golden', 'Silver', 'Royal', 'Midnight', 'Silent', 'Wild', 'Noble', 'Bold', 'Swift', 'Lucky', 'Crimson', 'Dancing',
  'Flying', 'Secret', 'Hidden', 'Stormy', 'Rising', 'Brave', 'Gallant', 'Mystic', 'Lunar', 'Proud', 'Velvet',
  'Scarlet', 'Copper', 'Ivory', 'Desert', 'Northern', 'Eastern', 'Highland', 'Grand', 'Magic', 'Blazing', 'Shining',
  'Restless', 'Endless', 'Frosted', 'Amber', 'Emerald', 'Sapphire', 'Quiet', 'Fearless', 'Electric', 'Distant',
  'Majestic', 'Sovereign', 'Imperial', 'Celtic', 'Atlantic', 'Arctic',
] as const;

// prettier-ignore
export const EN_NOUNS = [
  'Star', 'Storm', 'Dream', 'Legend', 'Spirit', 'Arrow', 'Thunder', 'Knight', 'Empire', 'River', 'Comet', 'Falcon',
  'Harbour', 'Melody', 'Dancer', 'Rebel', 'Quest', 'Crown', 'Breeze', 'Flame', 'Glory', 'Horizon', 'Voyage', 'Whisper',
  'Ember', 'Echo', 'Summit', 'Tide', 'Promise', 'Fortune', 'Warrior', 'Prince', 'Princess', 'Rose', 'Saga', 'Rhythm',
  'Sky', 'Sparrow', 'Raven', 'Tempest', 'Lancer', 'Sonnet', 'Harvest', 'Meadow', 'Canyon', 'Voyager', 'Monarch',
  'Outlaw', 'Pilgrim', 'Admiral', 'Duchess', 'Maverick', 'Phoenix', 'Mirage', 'Cadence', 'Beacon',
] as const;

// prettier-ignore
export const EN_NAMES = [
  'Molly', 'Harry', 'Archie', 'Rosie', 'Teddy', 'Maggie', 'Charlie', 'Ruby', 'Frankie', 'Lily', 'Danny', 'Millie',
  'Ollie', 'Kitty', 'Freddie', 'Annie', 'Paddy', 'Betty', 'Jack', 'Nell',
] as const;

/** Spanish nouns with their grammatical gender, so adjectives agree ("Luna Dorada", "Viento Salvaje"). */
export const ES_NOUNS: readonly (readonly [string, 'm' | 'f'])[] = [
  ['Viento', 'm'],
  ['Rayo', 'm'],
  ['Sol', 'm'],
  ['Luna', 'f'],
  ['Estrella', 'f'],
  ['Lucero', 'm'],
  ['Trueno', 'm'],
  ['Duende', 'm'],
  ['Corsario', 'm'],
  ['Torero', 'm'],
  ['Marqués', 'm'],
  ['Bandido', 'm'],
  ['Centella', 'f'],
  ['Brisa', 'f'],
  ['Sombra', 'f'],
  ['Fuego', 'm'],
  ['Halcón', 'm'],
  ['Cometa', 'm'],
  ['Tormenta', 'f'],
  ['Paloma', 'f'],
  ['Reina', 'f'],
  ['Princesa', 'f'],
  ['Caballero', 'm'],
  ['Capitán', 'm'],
  ['Emperador', 'm'],
  ['Gitana', 'f'],
  ['Noche', 'f'],
  ['Aurora', 'f'],
  ['Lucha', 'f'],
  ['Leyenda', 'f'],
  ['Destino', 'm'],
  ['Relámpago', 'm'],
  ['Misterio', 'm'],
  ['Tesoro', 'm'],
  ['Fortuna', 'f'],
  ['Alegría', 'f'],
  ['Quimera', 'f'],
  ['Jinete', 'm'],
  ['Sultán', 'm'],
  ['Condesa', 'f'],
  ['Corona', 'f'],
  ['Bravura', 'f'],
];

/** Masculine and feminine forms. */
export const ES_ADJECTIVES: readonly (readonly [string, string])[] = [
  ['Dorado', 'Dorada'],
  ['Plateado', 'Plateada'],
  ['Bravo', 'Brava'],
  ['Salvaje', 'Salvaje'],
  ['Valiente', 'Valiente'],
  ['Real', 'Real'],
  ['Negro', 'Negra'],
  ['Blanco', 'Blanca'],
  ['Veloz', 'Veloz'],
  ['Noble', 'Noble'],
  ['Andaluz', 'Andaluza'],
  ['Sereno', 'Serena'],
  ['Rebelde', 'Rebelde'],
  ['Eterno', 'Eterna'],
  ['Fugaz', 'Fugaz'],
  ['Gallardo', 'Gallarda'],
  ['Altivo', 'Altiva'],
  ['Sagrado', 'Sagrada'],
  ['Escondido', 'Escondida'],
  ['Imparable', 'Imparable'],
  ['Lejano', 'Lejana'],
  ['Divino', 'Divina'],
];

// prettier-ignore
export const ES_OF_WORDS = [
  'Plata', 'Oro', 'Luna', 'Sevilla', 'Triana', 'Jerez', 'Castilla', 'Levante', 'Otoño', 'Mayo', 'Copas', 'Espadas',
  'Fuego', 'Medianoche', 'Abril', 'Granada', 'Toledo', 'Madrid', 'Oriente', 'Poniente', 'Bronce', 'Cristal',
] as const;

// prettier-ignore
export const SYLLABLES = [
  'al', 'zar', 'ka', 'ma', 'sin', 'do', 'ra', 'lu', 'mi', 've', 'ta', 'no', 'ri', 'sa', 'bel', 'dar', 'kel', 'mor',
  'val', 'zen', 'ar', 'en', 'ko', 'li', 'na', 'vo', 'te', 'ha', 'fir', 'qui', 'sol', 'tor', 'ba', 'ly', 'ne', 'ro',
] as const;
export const COINED_ENDINGS = ['a', 'o', 'ina', 'ando', 'ix', 'ara', 'ino', 'ella', 'or', 'is', 'ova', 'elle'] as const;

/** Japanese owners' crown prefixes and the English words they are paired with ("Satono Diamond"). */
// prettier-ignore
export const JP_PREFIXES = [
  'Satono', 'Kitasan', 'Meisho', 'Danon', 'Admire', 'Vivlos', 'Sounds of', 'T M', 'Gran', 'Lucky', 'Shonan', 'Tosen',
  'Epiphaneia', 'Soul', 'Neo', 'Stellar',
] as const;
// prettier-ignore
export const JP_WORDS = [
  'Diamond', 'Crown', 'Ace', 'Premium', 'Samson', 'Black', 'Moon', 'Sky', 'Legend', 'Heart', 'Spirit', 'Thunder',
  'Miracle', 'Victory', 'Genius', 'Reve', 'Classic', 'Sonic', 'Blaze', 'Kaiser',
] as const;

// prettier-ignore
export const FR_WORDS = [
  'Étoile', 'Soleil', 'Rêve', 'Belle', 'Lune', 'Roi', 'Prince', 'Fleur', 'Espoir', 'Tonnerre', 'Flèche', 'Reine',
  'Mistral', 'Brume', 'Orage', 'Saphir', 'Dauphin', 'Matin', 'Printemps', 'Cœur',
] as const;
// prettier-ignore
export const FR_ADJECTIVES = [
  'du Nord', "d'Or", 'de Lune', 'Royal', 'Noir', 'Doré', 'Sauvage', 'du Soir', 'de Feu', 'Bleu', "d'Argent",
] as const;

type PeopleNames = { first: readonly string[]; last: readonly string[] };

export const PEOPLE: Record<RegionCode, PeopleNames> = {
  GB: {
    // prettier-ignore
    first: [
      'William', 'Tom', 'James', 'Hollie', 'Saffie', 'Jamie', 'Harry', 'Daniel', 'Callum', 'Luke', 'Rob', 'Ben',
      'Oliver', 'Hayley', 'Jack', 'David', 'Richard', 'Kieran', 'Rossa', 'Sam', 'Charlotte', 'Harriet', 'Adam',
      'Megan',
    ],
    // prettier-ignore
    last: [
      'Moore', 'Buick', 'Doyle', 'Kingscote', 'Crowley', 'Hanagan', 'Marquand', 'Spencer', 'Fanning', 'Hughes',
      'Cooper', 'Walker', 'Dobbs', 'Gordon', 'Fletcher', 'Haggas', 'Varian', 'Appleby', 'Beckett', 'Hills',
      'Tregoning', 'Nicholls', 'Henderson', 'Skelton', 'Twiston-Davies', 'Bowen', 'Cobden', 'Bradley', 'Hammond',
      'Whitworth',
    ],
  },
  IRE: {
    // prettier-ignore
    first: [
      'Oisin', 'Ryan', 'Seamie', 'Colin', 'Paddy', 'Rachael', 'Sean', 'Declan', 'Shane', 'Wayne', 'Billy', 'Gavin',
      'Niall', 'Donnacha', 'Aidan', 'Joseph', 'Ciaran', 'Conor', 'Darragh', 'Siobhan',
    ],
    // prettier-ignore
    last: [
      'Murphy', 'Mullins', 'Walsh', 'Townend', 'Blackmore', "O'Brien", 'Heffernan', 'Keane', 'Foley', 'Curran',
      'Kennedy', 'Power', 'Geraghty', 'Whelan', 'Lordan', 'Lee', 'Orr', 'Brennan', 'Doyle', 'Carberry', 'McNamara',
      'Gillespie', 'Byrne', 'Kavanagh', 'Fitzgerald',
    ],
  },
  USA: {
    // prettier-ignore
    first: [
      'Irad', 'Joel', 'John', 'Luis', 'Javier', 'Tyler', 'Jose', 'Junior', 'Manuel', 'Ricardo', 'Brian', 'Kendrick',
      'Edgar', 'Jaime', 'Drayden', 'Paco', 'Julien', 'Umberto', 'Todd', 'Chad', 'Bob', 'Steve', 'Mark', 'Wesley',
    ],
    // prettier-ignore
    last: [
      'Ortiz', 'Rosario', 'Velazquez', 'Saez', 'Castellano', 'Gaffalione', 'Prat', 'Hernandez', 'Franco', 'Alvarado',
      'Lanerie', 'Carmouche', 'Torres', 'Rispoli', 'Smith', 'Leparoux', 'Geroux', 'Espinoza', 'Santana', 'Zayas',
      'Pletcher', 'Brown', 'Cox', 'Asmussen', 'Baffert', 'Mott', 'Casse', 'Ward',
    ],
  },
  FR: {
    // prettier-ignore
    first: [
      'Maxime', 'Mickaël', 'Christophe', 'Pierre-Charles', 'Stéphane', 'Aurélien', 'Théo', 'Cristian', 'Gérald',
      'Olivier', 'Alexis', 'Tony', 'Mathieu', 'Clément', 'Jean-Claude', 'Marie', 'Coralie', 'André',
    ],
    // prettier-ignore
    last: [
      'Guyon', 'Barzalona', 'Soumillon', 'Pasquier', 'Boudot', 'Mossé', 'Lemaitre', 'Bachelot', 'Peslier', 'Piccone',
      'Madamet', 'Crastus', 'Lerner', 'Hardouin', 'Fabre', 'Rouget', 'Graffard', 'Ferland', 'Chappet', 'Royer-Dupré',
      'Laffon-Parias', 'Pantall', 'Delzangles', 'Biancone',
    ],
  },
  ES: {
    // prettier-ignore
    first: [
      'Jaume', 'Borja', 'Ricardo', 'José Luis', 'Álvaro', 'Ismael', 'Carlos', 'Mario', 'Guillermo', 'Francisco',
      'Adrián', 'Jorge', 'Irene', 'Lucía', 'Marta', 'Javier', 'Enrique', 'Óscar', 'Mauricio', 'Ángel',
    ],
    // prettier-ignore
    last: [
      'Martínez', 'Fayos', 'Sousa', 'López', 'Borrego', 'Arizkorreta', 'Gelabert', 'Gómez', 'Jiménez', 'Rodríguez',
      'Sánchez', 'Navarro', 'Ortega', 'Castillo', 'Herrera', 'Peña', 'Ruiz', 'Moreno', 'Delgado', 'Vargas', 'Delcher',
      'Arizkorreta', 'Carrasco', 'Salguero',
    ],
  },
  JPN: {
    // prettier-ignore
    first: [
      'Yutaka', 'Yuga', 'Kazuo', 'Hironobu', 'Keita', 'Takeshi', 'Ryusei', 'Mirai', 'Norihiro', 'Yuichi', 'Kenichi',
      'Akira', 'Hayato', 'Kohei', 'Taisei', 'Atsuya', 'Yasunari', 'Suguru', 'Yusuke', 'Hiroshi',
    ],
    // prettier-ignore
    last: [
      'Take', 'Kawada', 'Yokoyama', 'Tosaki', 'Iwata', 'Fukunaga', 'Sakai', 'Ikezoe', 'Matsuyama', 'Kitamura',
      'Hamanaka', 'Nishimura', 'Sato', 'Suzuki', 'Tanaka', 'Ito', 'Maruyama', 'Mochizuki', 'Yahagi', 'Kunieda',
      'Otake', 'Sugiyama',
    ],
  },
  AUS: {
    // prettier-ignore
    first: [
      'James', 'Jamie', 'Craig', 'Damian', 'Hugh', 'Tommy', 'Rachel', 'Blake', 'Kerrin', 'Mark', 'Nash', 'Jye', 'Zac',
      'Brenton', 'Dean', 'Jordan', 'Chris', 'Ciaron', 'Gai', 'Annabel',
    ],
    // prettier-ignore
    last: [
      'McDonald', 'Kah', 'Williams', 'Lane', 'Bowman', 'Shinn', 'Melham', 'Oliver', 'Rawiller', 'Berry', 'King',
      'Zahra', 'Yendall', 'Collett', 'Avdulla', 'Nolen', 'Allen', 'Waterhouse', 'Waller', 'Maher', 'Eustace', 'Hayes',
      'Freedman', 'Cummings',
    ],
  },
  CAN: {
    // prettier-ignore
    first: [
      'Patrick', 'Rafael', 'Kazushi', 'Eswan', 'Justin', 'Emma-Jayne', 'Sahin', 'Kevin', 'Mark', 'Josie', 'Gary',
      'Daniel',
    ],
    // prettier-ignore
    last: [
      'Husbands', 'Hernandez', 'Kimura', 'Flores', 'Stein', 'Wilson', 'Civaci', 'Contreras', 'Moran', 'Landry',
      'Attfield', 'Casse', 'Tiller', 'Carroll',
    ],
  },
  GER: {
    // prettier-ignore
    first: [
      'Andrasch', 'Bauyrzhan', 'René', 'Eduardo', 'Adrie', 'Thore', 'Marco', 'Sibylle', 'Michael', 'Andreas', 'Peter',
      'Markus',
    ],
    // prettier-ignore
    last: [
      'Starke', 'Murzabayev', 'Piechulek', 'Pedroza', 'de Vries', 'Hammer-Hansen', 'Casamento', 'Bocskai', 'Weiss',
      'Schiergen', 'Wöhler', 'Hofer', 'Klug', 'Vogt',
    ],
  },
  ITY: {
    // prettier-ignore
    first: [
      'Dario', 'Fabio', 'Cristian', 'Antonio', 'Silvano', 'Carlo', 'Salvatore', 'Germano', 'Marco', 'Luigi',
      'Alessandro', 'Stefano',
    ],
    // prettier-ignore
    last: [
      'Vargiu', 'Branca', 'Demuro', 'Fresu', 'Mulas', 'Sulas', 'Fiocchi', 'Botti', 'Grizzetti', 'Rossi', 'Esposito',
      'Marcialis', 'Camici', 'Di Paola',
    ],
  },
};

/** Patterns for owners' colours and studs; `{last}` is a surname of the region, `{word}` a name word. */
// prettier-ignore
export const OWNER_PATTERNS = [
  '{last} Racing', 'Cuadra {word}', 'Cuadra {last}', '{last} Bloodstock', 'Mr & Mrs {initial} {last}',
  '{word} Partnership', '{last} Family Trust', 'Écurie {last}', '{word} Thoroughbreds', '{last} & Partners',
  '{word} Stable', 'Yeguada {word}', '{initial} {last}', 'Team {word}', 'The {word} Syndicate',
] as const;
// prettier-ignore
export const BREEDER_PATTERNS = [
  '{last} Stud', 'Haras de {place}', '{place} Farm', 'Yeguada {word}', '{last} Bloodstock', '{initial} {last}',
  '{word} Stud', '{last} Farms', 'Northern {word} Farm', '{place} Stud',
] as const;
// prettier-ignore
export const PLACE_WORDS = [
  'Ballylinch', 'Coolmore', 'Kildangan', 'Cheveley', 'Whatton', 'Lane', 'Meadowlark', 'Fontaine', 'Bonneval',
  'Quesnay', 'Lagunas', 'Mendoza', 'Shadwell', 'Hillside', 'Oakwood', 'Ashford', 'Elm Tree', 'Windfields',
  'Stone Bridge', 'Valle Verde', 'El Encinar', 'Los Alamos', 'Cerro Alto', 'Shiraoi', 'Hidaka',
] as const;
