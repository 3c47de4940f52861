import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signedGoalDifference, type FeedStanding } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { Words } from '../../../components/Words';
import { TeamMark } from './TeamMark';

/** The number columns after the team, in the spec's order (section 2, Scoreboard table). */
const STAT_COLUMNS = ['played', 'won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst'] as const;
const STAT_FIELD: Record<(typeof STAT_COLUMNS)[number], keyof FeedStanding> = {
  played: 'match_play',
  won: 'win',
  drawn: 'draw',
  lost: 'lose',
  goalsFor: 'goal_for',
  goalsAgainst: 'goal_against',
};
const ALL_COLUMNS = ['position', 'team', ...STAT_COLUMNS, 'goalDifference', 'points'] as const;
type Column = (typeof ALL_COLUMNS)[number];
/**
 * What a phone leaves out until the fan asks for every column: the table still fits 360 px with
 * what is looked at first (position, team, played, goal difference, points).
 */
const MINOR_COLUMNS: ReadonlySet<Column> = new Set(['won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst']);
const columnClass = (column: Column) => `standings-col-${column}${MINOR_COLUMNS.has(column) ? ' standings-col-minor' : ''}`;

/** "+5" green, "-3" red, "0" plain. */
const goalDifferenceTone = (row: FeedStanding) => Math.sign(row.goal_for - row.goal_against);

function ColumnHead({ column }: { column: Column }) {
  const { t } = useTranslation('results');
  const short = t(`table.columns.${column}.short`);
  const full = t(`table.columns.${column}.full`);
  return (
    <th scope="col" className={columnClass(column)} title={short === full ? undefined : full}>
      {short === full ? (
        short
      ) : (
        <>
          <span aria-hidden="true">{short}</span>
          <span className="visually-hidden">{full}</span>
        </>
      )}
    </th>
  );
}

/**
 * The league table with every column of the spec. On a phone it shows position, team, played,
 * goal difference and points; "All columns" adds the rest, which then scroll sideways inside the
 * card while the position and the team stay in place.
 */
export function StandingsTable({ standings, clubNameTh }: { standings: FeedStanding[]; clubNameTh: string }) {
  const { t } = useTranslation('results');
  const lang = useLanguage();
  const [allColumns, setAllColumns] = useState(false);
  const tableId = useId();
  const legend = ALL_COLUMNS.map((c) => ({ short: t(`table.columns.${c}.short`), full: t(`table.columns.${c}.full`) })).filter((c) => c.short !== c.full);

  return (
    <div className={allColumns ? 'card standings-card standings-all-columns' : 'card standings-card'}>
      <div className="standings-toggle">
        <button type="button" className="button button-ghost button-small" aria-pressed={allColumns} aria-controls={tableId} title={t('table.allColumnsHint')} onClick={() => setAllColumns(!allColumns)} data-testid="standings-all-columns">
          {t('table.allColumns')}
        </button>
      </div>
      <div className="standings-scroll" role="region" aria-labelledby="standings-caption" tabIndex={0}>
        <table id={tableId} className="standings-table" data-testid="standings-table">
          <caption id="standings-caption" className="visually-hidden">
            {t('table.caption')}
          </caption>
          <thead>
            <tr>
              {ALL_COLUMNS.map((column) => (
                <ColumnHead key={column} column={column} />
              ))}
            </tr>
          </thead>
          <tbody>
            {standings.map((row) => {
              const isClub = row.tournament_team_name === clubNameTh;
              const english = row.tournament_team_name_en;
              const [primary, secondary] = lang === 'en' && english ? [english, row.tournament_team_name] : [row.tournament_team_name, english];
              const tone = goalDifferenceTone(row);
              const classes = ['standings-row', isClub ? 'standings-row-club' : '', row.current_rank <= 3 ? 'standings-row-top' : ''].filter(Boolean).join(' ');
              return (
                <tr key={row.tournament_team} className={classes} data-testid="standings-row" data-club={isClub ? 'true' : undefined} data-rank={row.current_rank}>
                  <td className="standings-col-position">
                    <span className="standings-rank">{row.current_rank}</span>
                  </td>
                  <th scope="row" className="standings-col-team">
                    <span className="standings-team">
                      <TeamMark logo={row.tournament_team_logo} nameTh={row.tournament_team_name} nameEn={english} isClub={isClub} size={32} />
                      <span className="standings-team-names">
                        <span className="standings-team-primary">
                          <Words text={primary} />
                        </span>
                        {secondary && (
                          <span className="standings-team-secondary" lang={lang === 'en' ? 'th' : 'en'}>
                            <Words text={secondary} />
                          </span>
                        )}
                        {isClub && <span className="visually-hidden">{t('table.ourClub')}</span>}
                      </span>
                    </span>
                  </th>
                  {STAT_COLUMNS.map((column) => (
                    <td key={column} className={columnClass(column)}>
                      {row[STAT_FIELD[column]]}
                    </td>
                  ))}
                  <td className={`standings-col-goalDifference${tone > 0 ? ' standings-gd-plus' : tone < 0 ? ' standings-gd-minus' : ''}`}>{signedGoalDifference(row)}</td>
                  <td className="standings-col-points">{row.point}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {legend.length > 0 && (
        <p className="standings-legend">
          {legend.map((c) => (
            <span key={c.short}>
              <strong>{c.short}</strong> {c.full}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
