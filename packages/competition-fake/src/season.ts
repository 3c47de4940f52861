/**
 * A Thai League 1 season as the external competition service would describe it, in the spec's
 * field names (section 3: external match data, standing row). Results are fixed, dates move with
 * "now": the first eight rounds are always played, the other seven of the first half always to come.
 * The demo seed (packages/db/src/seed.ts) reads the same season: its teams are the league's, and the
 * matches it puts on sale are the club's upcoming home fixtures here, with their ids and kick-offs.
 */

export const FAKE_TOURNAMENT_ID = 57;
/** The club's tournament team id in this fake (COMPETITION_TEAM_ID's default). */
export const FAKE_CLUB_TEAM_ID = 1024;

export interface LeagueTeam { id: number; th: string; en: string; initials: string; colours: [string, string]; stadiumTh: string; stadiumEn: string }
type Team = LeagueTeam;

// The club first, then the fifteen other teams of the league.
const TEAMS: Team[] = [
  { id: 1024, th: 'บางกอก ธันเดอร์ เอฟซี', en: 'Bangkok Thunder FC', initials: 'BT', colours: ['#0b1a3a', '#ffd60a'], stadiumTh: 'สนามธันเดอร์ สเตเดียม', stadiumEn: 'Thunder Stadium' },
  { id: 1031, th: 'เชียงใหม่ ไทเกอร์ส', en: 'Chiang Mai Tigers', initials: 'CM', colours: ['#e4572e', '#1b1b1b'], stadiumTh: 'สนามกีฬา 700 ปี เชียงใหม่', stadiumEn: '700th Anniversary Stadium' },
  { id: 1032, th: 'โคราช วอร์ริเออร์ส', en: 'Korat Warriors', initials: 'KW', colours: ['#7b2cbf', '#ffffff'], stadiumTh: 'สนามกีฬาเฉลิมพระเกียรติ นครราชสีมา', stadiumEn: 'Korat Royal Stadium' },
  { id: 1033, th: 'ภูเก็ต ชาร์คส์', en: 'Phuket Sharks', initials: 'PS', colours: ['#0096c7', '#ffffff'], stadiumTh: 'สนามสุระกุล ภูเก็ต', stadiumEn: 'Surakul Stadium' },
  { id: 1034, th: 'ขอนแก่น ยูไนเต็ด', en: 'Khon Kaen United', initials: 'KK', colours: ['#d00000', '#ffba08'], stadiumTh: 'สนามกีฬากลางขอนแก่น', stadiumEn: 'Khon Kaen Provincial Stadium' },
  { id: 1035, th: 'ชลบุรี มารีนเนอร์ส', en: 'Chonburi Mariners', initials: 'CB', colours: ['#023e8a', '#90e0ef'], stadiumTh: 'ชลบุรี มารีน อารีนา', stadiumEn: 'Chonburi Marine Arena' },
  { id: 1036, th: 'อุดร อีเกิลส์', en: 'Udon Eagles', initials: 'UE', colours: ['#2d6a4f', '#ffd166'], stadiumTh: 'สนามกีฬากลางอุดรธานี', stadiumEn: 'Udon Thani Provincial Stadium' },
  { id: 1037, th: 'บุรีรัมย์ สตอร์ม', en: 'Buriram Storm', initials: 'BS', colours: ['#1d4ed8', '#f97316'], stadiumTh: 'สตอร์ม อารีนา บุรีรัมย์', stadiumEn: 'Storm Arena Buriram' },
  { id: 1038, th: 'ราชบุรี เรนเจอร์ส', en: 'Ratchaburi Rangers', initials: 'RR', colours: ['#b91c1c', '#fde68a'], stadiumTh: 'สนามมิตรผล ราชบุรี', stadiumEn: 'Ratchaburi Mitr Phol Stadium' },
  { id: 1039, th: 'สงขลา ซีฮอว์กส์', en: 'Songkhla Seahawks', initials: 'SS', colours: ['#0f766e', '#ffffff'], stadiumTh: 'สนามติณสูลานนท์ สงขลา', stadiumEn: 'Tinsulanon Stadium' },
  { id: 1040, th: 'พัทยา ดอลฟินส์', en: 'Pattaya Dolphins', initials: 'PD', colours: ['#38bdf8', '#1e3a8a'], stadiumTh: 'สนามหนองปรือ พัทยา', stadiumEn: 'Nong Prue Stadium' },
  { id: 1041, th: 'ลำปาง เอเลเฟนท์ส', en: 'Lampang Elephants', initials: 'LE', colours: ['#4b5563', '#f59e0b'], stadiumTh: 'สนามกีฬากลางลำปาง', stadiumEn: 'Lampang Provincial Stadium' },
  { id: 1042, th: 'นนทบุรี ร็อคเก็ตส์', en: 'Nonthaburi Rockets', initials: 'NR', colours: ['#7c3aed', '#facc15'], stadiumTh: 'สนามกีฬากลางนนทบุรี', stadiumEn: 'Nonthaburi Provincial Stadium' },
  { id: 1043, th: 'สุโขทัย คิงส์', en: 'Sukhothai Kings', initials: 'SK', colours: ['#ca8a04', '#111827'], stadiumTh: 'สนามทุ่งทะเลหลวง สุโขทัย', stadiumEn: 'Thung Thalay Luang Stadium' },
  { id: 1044, th: 'อุบล สตาร์ส', en: 'Ubon Stars', initials: 'US', colours: ['#ea580c', '#ffffff'], stadiumTh: 'สนาม ยูเอ็ม อารีนา อุบลราชธานี', stadiumEn: 'UM Arena Ubon' },
  { id: 1045, th: 'ระยอง ไพเรทส์', en: 'Rayong Pirates', initials: 'RP', colours: ['#111827', '#ef4444'], stadiumTh: 'สนามกีฬากลางระยอง', stadiumEn: 'Rayong Provincial Stadium' },
];

/**
 * The club's fixtures round by round: home or away and, for the eight played rounds, the score
 * club-first. Wins, draws and a loss, at home and away; one away crowd was not counted.
 */
const CLUB_FIXTURES: { home: boolean; club?: number; opponent?: number; attendance?: number | null }[] = [
  { home: true, club: 2, opponent: 0, attendance: 12_480 },
  { home: false, club: 1, opponent: 1, attendance: 6_215 },
  { home: true, club: 3, opponent: 1, attendance: 13_902 },
  { home: false, club: 0, opponent: 2, attendance: 8_740 },
  { home: true, club: 1, opponent: 1, attendance: 11_350 },
  { home: false, club: 2, opponent: 1, attendance: null },
  { home: true, club: 4, opponent: 2, attendance: 14_611 },
  { home: false, club: 1, opponent: 0, attendance: 5_032 },
  { home: true },
  { home: false },
  { home: true },
  { home: false },
  { home: true },
  { home: false },
  { home: true },
];
const PLAYED_ROUNDS = 8;
const KICK_OFFS = ['18:00', '19:00', '19:30', '20:00', '17:45'];

export interface SampleMatch {
  id: number;
  home_team_name: string;
  away_team_name: string;
  home_team_name_en: string;
  away_team_name_en: string;
  home_team_logo: string | null;
  away_team_logo: string | null;
  home_goal_count: number | null;
  away_goal_count: number | null;
  start_date: string;
  start_time: string;
  tournament_name: string;
  tournament_name_en: string;
  stage_name: string;
  stage_name_en: string;
  stadium_name: string;
  stadium_name_en: string;
  attendance_number: number | null;
  alias: string;
  match_status: 0 | 2;
  home_team_id: number;
  away_team_id: number;
}

interface SampleStanding {
  tournament_team: number;
  tournament_team_name: string;
  tournament_team_name_en: string;
  tournament_team_logo: string | null;
  current_rank: number;
  match_play: number;
  win: number;
  draw: number;
  lose: number;
  goal_for: number;
  goal_against: number;
  point: number;
}

/** The sixteen teams of the league, the club first (the demo seed makes them the console's teams). */
export const LEAGUE_TEAMS: readonly LeagueTeam[] = TEAMS;

/** A crest as a data: URI (an SVG with the team's initials and colours): no host to reach for it. */
function crest(team: Team): string {
  const [bg, fg] = team.colours;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><path d="M32 2 60 12v20c0 16-12 26-28 30C16 58 4 48 4 32V12z" fill="${bg}" stroke="${fg}" stroke-width="3"/><text x="32" y="40" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${fg}">${team.initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A small deterministic random source, so every start of the fake tells the same season. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pairings of a single round robin (circle method): rounds[r] is a list of [a, b] team indexes. */
function roundRobin(n: number): [number, number][][] {
  const rounds: [number, number][][] = [];
  const ring = Array.from({ length: n - 1 }, (_, i) => i + 1);
  for (let r = 0; r < n - 1; r++) {
    const order = [0, ...ring];
    rounds.push(Array.from({ length: n / 2 }, (_, i) => [order[i]!, order[n - 1 - i]!] as [number, number]));
    ring.unshift(ring.pop()!);
  }
  return rounds;
}

const goals = (rand: () => number) => {
  const x = rand();
  return x < 0.25 ? 0 : x < 0.6 ? 1 : x < 0.85 ? 2 : x < 0.96 ? 3 : 4;
};

/** YYYY-MM-DD of a day counted from today in Bangkok. */
function bangkokDay(now: number, days: number): string {
  return new Date(now + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

function seasonLabel(now: number): string {
  const d = new Date(now + 7 * 3_600_000);
  const start = d.getUTCMonth() >= 6 ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Every match of the first fifteen rounds (each team meets each other once), played or to come, with dates around `now`. */
export function seasonMatches(now = Date.now()): SampleMatch[] {
  const rand = seeded(20_250_801);
  const season = seasonLabel(now);
  const rounds = roundRobin(TEAMS.length).slice(0, CLUB_FIXTURES.length);
  const matches: SampleMatch[] = [];
  rounds.forEach((pairs, r) => {
    const round = r + 1;
    const played = round <= PLAYED_ROUNDS;
    // Round 8 was four days ago, round 9 is in three days: a week between rounds.
    const day = (round - PLAYED_ROUNDS - 1) * 7 + 3;
    pairs.forEach(([a, b], game) => {
      const clubGame = a === 0 || b === 0;
      let home = TEAMS[a]!;
      let away = TEAMS[b]!;
      let homeGoals: number | null = null;
      let awayGoals: number | null = null;
      let attendance: number | null = null;
      if (clubGame) {
        const fixture = CLUB_FIXTURES[r]!;
        const opponent = TEAMS[a === 0 ? b : a]!;
        [home, away] = fixture.home ? [TEAMS[0]!, opponent] : [opponent, TEAMS[0]!];
        if (played) {
          [homeGoals, awayGoals] = fixture.home ? [fixture.club!, fixture.opponent!] : [fixture.opponent!, fixture.club!];
          attendance = fixture.attendance ?? null;
        }
      } else {
        if (round % 2 === 0) [home, away] = [away, home];
        // Drawn for every match, played or not, so the scores never depend on today's date.
        const [h, w, crowd] = [goals(rand), goals(rand), rand()];
        if (played) {
          [homeGoals, awayGoals] = [h, w];
          attendance = Math.round(2_500 + crowd * 9_000);
        }
      }
      matches.push({
        id: 880_000 + round * 100 + game + 1,
        home_team_name: home.th,
        away_team_name: away.th,
        home_team_name_en: home.en,
        away_team_name_en: away.en,
        home_team_logo: crest(home),
        away_team_logo: crest(away),
        home_goal_count: homeGoals,
        away_goal_count: awayGoals,
        start_date: bangkokDay(now, day + (game % 3) - 1 + (clubGame ? 1 : 0)),
        start_time: KICK_OFFS[(round + game) % KICK_OFFS.length]!,
        tournament_name: `ไทยลีก 1 ฤดูกาล ${season}`,
        tournament_name_en: `Thai League 1 ${season}`,
        stage_name: `นัดที่ ${round}`,
        stage_name_en: `Matchday ${round}`,
        stadium_name: home.stadiumTh,
        stadium_name_en: home.stadiumEn,
        attendance_number: attendance,
        alias: `${home.initials} v ${away.initials}`,
        match_status: played ? 2 : 0,
        home_team_id: home.id,
        away_team_id: away.id,
      });
    });
  });
  return matches;
}

/** The match-day list of one tournament team (the public feed does not carry the team ids). */
export function matchDays(teamId: number, now = Date.now()): Omit<SampleMatch, 'home_team_id' | 'away_team_id'>[] {
  return seasonMatches(now)
    .filter((m) => m.home_team_id === teamId || m.away_team_id === teamId)
    .sort((x, y) => `${x.start_date} ${x.start_time}`.localeCompare(`${y.start_date} ${y.start_time}`))
    .map(({ home_team_id: _h, away_team_id: _a, ...m }) => m);
}

/**
 * The table after the played rounds, computed from the same results, so every sum holds:
 * points = 3 × won + drawn, played = won + drawn + lost, goals for = goals against over the league.
 * `played: false` gives the table of a season not started yet (everyone on zero).
 */
export function standings(opts: { played?: boolean; now?: number } = {}): SampleStanding[] {
  const rows = new Map(TEAMS.map((t) => [t.id, { team: t, win: 0, draw: 0, lose: 0, goal_for: 0, goal_against: 0 }]));
  if (opts.played !== false) {
    for (const m of seasonMatches(opts.now)) {
      if (m.match_status !== 2) continue;
      const home = rows.get(m.home_team_id)!;
      const away = rows.get(m.away_team_id)!;
      const [h, a] = [m.home_goal_count!, m.away_goal_count!];
      home.goal_for += h; home.goal_against += a;
      away.goal_for += a; away.goal_against += h;
      if (h > a) { home.win++; away.lose++; } else if (h < a) { away.win++; home.lose++; } else { home.draw++; away.draw++; }
    }
  }
  const table = [...rows.values()].map((r) => ({ ...r, point: 3 * r.win + r.draw }));
  table.sort((x, y) =>
    y.point - x.point
    || (y.goal_for - y.goal_against) - (x.goal_for - x.goal_against)
    || y.goal_for - x.goal_for
    || x.team.en.localeCompare(y.team.en));
  return table.map((r, i) => ({
    tournament_team: r.team.id,
    tournament_team_name: r.team.th,
    tournament_team_name_en: r.team.en,
    tournament_team_logo: crest(r.team),
    current_rank: i + 1,
    match_play: r.win + r.draw + r.lose,
    win: r.win,
    draw: r.draw,
    lose: r.lose,
    goal_for: r.goal_for,
    goal_against: r.goal_against,
    point: r.point,
  }));
}
