import type { Rng } from './create-rng';
import type { TrackDefinition } from './racing-catalogue';

/** Race titles in each country's style: "Abernant Stakes", "Prix de Psyché", "Premio Villamejor", "1 Win Class". */

// prettier-ignore
const SPONSORS = [
  'Galope', 'Royal Oak', 'Northern Star', 'Blue Harbour', 'Silver Birch', 'Kingsgate', 'Westfield', 'Harcourt',
  'Riverside', 'Oakmont', 'Fairview', 'Whitehall', 'Crown Hotel', 'Golden Mile', 'Meadowbank', 'Highgate', 'Castlebar',
  'Greenacre', 'Ashbourne', 'Thornfield', 'Bellevue', 'Redmond',
] as const;
// prettier-ignore
const UK_HONOURS = [
  'Abernant', 'Palace House', 'Pavilion', 'Temple', 'Brigadier Gerard', 'Sir Henry Cecil', 'Lady Bamford',
  'Duke of York', 'Earl of Sefton', 'Princess Royal', 'Queen Mother', 'Chipchase', 'Hackwood', 'Rose of Lancaster',
  'Winter Hill', 'Strensall', 'Musidora', 'Dante', 'Middleton', 'Lancashire Oaks', 'Pretty Polly', 'Ballycorus',
  'Tetrarch', 'Amethyst', 'Glencairn', 'Mooresbridge', 'Gladness', 'Kilternan',
] as const;
// prettier-ignore
const US_HONOURS = [
  'Bluegrass', 'Palisades', 'Sunset', 'Frontier', 'Golden Gate', 'Lone Star', 'Empire', 'Liberty Bell', 'Magnolia',
  'Seabiscuit', 'Appalachian', 'Cardinal', 'Gotham', 'Hollywood', 'Pacific', 'Dogwood', 'Iroquois', 'Mohawk', 'Hudson',
  'Sea Breeze', 'Canadian Maple', 'Queen City',
] as const;
// prettier-ignore
const FR_HONOURS = [
  'de la Forêt', 'du Moulin', 'Jean Romanet', 'de Psyché', 'de Pomone', 'Daphnis', 'Quincey', 'Eugène Adam',
  'des Lilas', 'de Fontainebleau', 'du Palais-Royal', 'de la Porte Maillot', 'Maurice de Gheest', 'de Saint-Georges',
  'Gontaut-Biron', 'de Guiche', 'Greffulhe', 'Hocquart', 'Lupin', 'de Malleret', 'Cléopâtre', 'de Royallieu',
] as const;
// prettier-ignore
const ES_HONOURS = [
  'Villamejor', 'Cimera', 'Valderas', 'Duque de Toledo', 'Claudio Carudel', 'Ciudad de Madrid', 'Antonio Blasco',
  'Rosales', 'Tetuán', 'Beamonte', 'Copa de Oro', 'Alcalá', 'Manzanares', 'Guadarrama', 'Sierra Nevada',
  'Guadalquivir', 'Andalucía', 'Donostia', 'Urumea', 'Jaizkibel', 'Hipódromo de la Zarzuela',
] as const;
// prettier-ignore
const JP_HONOURS = [
  'Sakura', 'Fuji', 'Hakone', 'Kisaragi', 'Tsubaki', 'Momiji', 'Shinzan', 'Mainichi', 'Asahi', 'Sankei', 'Nikkei',
  'Keisei', 'Kinko', 'Aoba', 'Tulip', 'Shirayuri', 'Kobushi', 'Wakaba', 'Yukiyanagi', 'Hanamizuki', 'Kurofune',
] as const;
// prettier-ignore
const AU_HONOURS = [
  'Blamey', 'Memsie', 'Turnbull', 'Coolmore Classic', 'Ranvet', 'Tancred', 'Chipping Norton', 'Manikato', 'Moir',
  'Stradbroke', 'Kingsford-Smith', 'Bart Cummings', 'Crystal Mile', 'Schillaci', 'Sandown Guineas', 'Hill',
  'Theo Marks', 'Missile', 'Show County', 'Bletchingly',
] as const;
// prettier-ignore
const DE_HONOURS = [
  'Baden', 'Berlin-Brandenburg', 'Europa', 'Bayern', 'Hansa', 'Union', 'Iffezheim', 'Hoppegarten', 'der Diana',
  'Kronimus', 'Grafenberg', 'Zukunft',
] as const;
// prettier-ignore
const IT_HONOURS = [
  'Parioli', 'Regina Elena', 'Lydia Tesio', 'Vittorio di Capua', 'Federico Tesio', 'Ribot', 'Carlo Vittadini',
  'Emilio Turati', 'Dormello', 'del Piazzale', 'Presidente della Repubblica', 'Roma',
] as const;

export type RaceConditions = {
  category: string;
  type: string;
  pattern: string;
  raceClass: string;
  ratingBand: string;
  ageBand: string;
};

export function raceName(rng: Rng, track: TrackDefinition, race: RaceConditions): string {
  const sponsor = rng.pick(SPONSORS);
  const feature = race.pattern !== '';
  switch (track.region) {
    case 'USA':
    case 'CAN': {
      if (race.category === 'Stakes') return `${rng.pick(US_HONOURS)} Stakes`;
      if (race.category === 'Maiden') return rng.chance(0.7) ? 'Maiden Special Weight' : 'Maiden Claiming';
      if (race.category === 'Claiming') return `$${rng.pick([10, 16, 25, 40, 62.5].map(claimPrice))} Claiming`;
      return rng.chance(0.5) ? 'Allowance Optional Claiming' : 'Allowance';
    }
    case 'FR':
      return `Prix ${rng.pick(FR_HONOURS)}`;
    case 'ES':
      if (race.pattern === 'Group 1' || race.pattern === 'Group 2') return `Gran Premio de ${track.city}`;
      return `${race.category === 'Handicap' ? 'Handicap' : 'Premio'} ${rng.pick(ES_HONOURS)}`;
    case 'GER':
      return feature ? `Großer Preis von ${rng.pick(DE_HONOURS)}` : `Preis der ${sponsor} Stiftung`;
    case 'ITY':
      return feature ? `Gran Premio ${rng.pick(IT_HONOURS)}` : `Premio ${rng.pick(IT_HONOURS)}`;
    case 'JPN': {
      if (race.category === 'Stakes')
        return `${rng.pick(JP_HONOURS)} ${rng.pick(['Stakes', 'Sho', 'Kinen', 'Tokubetsu'])}`;
      if (race.category === 'Maiden') return race.ageBand === '2yo' ? '2YO Newcomer' : '3YO Maiden';
      return rng.pick(['1 Win Class', '2 Wins Class', '3 Wins Class']);
    }
    case 'AUS': {
      if (race.category === 'Stakes')
        return `${rng.pick(AU_HONOURS)} ${rng.pick(['Stakes', 'Plate', 'Cup', 'Quality'])}`;
      if (race.category === 'Maiden') return `${sponsor} Maiden Plate`;
      return `${sponsor} ${race.ratingBand} Handicap`;
    }
    default:
      return ukName(rng, sponsor, race);
  }
}

function ukName(rng: Rng, sponsor: string, race: RaceConditions): string {
  const handicap = race.ratingBand !== '';
  switch (race.category) {
    case 'Hurdle':
    case 'Chase': {
      if (race.pattern !== '')
        return `${rng.pick(UK_HONOURS)} ${rng.chance(0.5) ? 'Novices' : 'Championship'} ${race.category}`;
      return `${sponsor} ${handicap ? 'Handicap ' : rng.chance(0.4) ? "Novices' " : ''}${race.category}`;
    }
    case 'Bumper':
      return `${sponsor} Standard Open NH Flat Race`;
    case 'Handicap':
      return `${sponsor} Handicap`;
    case 'Maiden':
      return `${sponsor} ${race.ageBand === '2yo' ? 'EBF Maiden Stakes' : 'Maiden Stakes'}`;
    case 'Novice':
      return `${sponsor} Novice Stakes`;
    default:
      return race.pattern !== '' ? `${rng.pick(UK_HONOURS)} Stakes` : `${sponsor} Conditions Stakes`;
  }
}

/** 62.5 → "62,500". */
function claimPrice(thousands: number): string {
  return (thousands * 1000).toLocaleString('en-US');
}
