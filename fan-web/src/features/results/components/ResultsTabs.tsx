import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const RESULTS_TABS = ['upcoming', 'finished', 'scoreboard'] as const;
export type ResultsTab = (typeof RESULTS_TABS)[number];

export const tabId = (tab: ResultsTab) => `results-tab-${tab}`;
export const panelId = (tab: ResultsTab) => `results-panel-${tab}`;

interface ResultsTabsProps {
  value: ResultsTab;
  /** The badges of upcoming and finished; undefined while the matches load. */
  counts: Partial<Record<ResultsTab, number>>;
  onChange(tab: ResultsTab): void;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab in the Tab order, the arrow keys,
 * Home and End move along the tabs and show their panel at once.
 */
export function ResultsTabs({ value, counts, onChange }: ResultsTabsProps) {
  const { t } = useTranslation('results');
  const refs = useRef<Partial<Record<ResultsTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = RESULTS_TABS.indexOf(value);
    const last = RESULTS_TABS.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = RESULTS_TABS[next]!;
    onChange(tab);
    refs.current[tab]?.focus();
  };

  return (
    <div className="results-tabs" role="tablist" aria-label={t('tabs.label')} onKeyDown={onKeyDown}>
      {RESULTS_TABS.map((tab) => {
        const selected = tab === value;
        const count = counts[tab];
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            id={tabId(tab)}
            type="button"
            role="tab"
            className="results-tab"
            aria-selected={selected}
            aria-controls={selected ? panelId(tab) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            data-testid={`results-tab-${tab}`}
            data-count={count}
          >
            <span className="results-tab-label">{t(`tabs.${tab}`)}</span>
            {count !== undefined && <span className="results-tab-count">{count}</span>}
          </button>
        );
      })}
    </div>
  );
}
