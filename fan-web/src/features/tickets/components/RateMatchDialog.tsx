import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_COMMENT_MAX, type MatchRatingDto } from '@club/core';
import { errorMessage } from '../../../lib/api-client';
import { useModal } from '../../../lib/use-modal';
import { useMatchRating } from '../api/get-match-rating';
import { useRateMatch } from '../api/rate-match';

const STARS = [1, 2, 3, 4, 5] as const;

function Star({ filled }: { filled: boolean }) {
  return (
    <svg className="rating-star-icon" width="36" height="36" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The form inside the dialog: mounted each time it opens, starting from the rating given before. */
function RatingForm({ id, matchId, fixture, initial, onClose, onSaved }: {
  id: string; matchId: string; fixture: string; initial: MatchRatingDto | null; onClose(): void; onSaved(): void;
}) {
  const { t } = useTranslation('tickets');
  const save = useRateMatch(matchId);
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) {
      setMissing(true);
      return;
    }
    save.mutate({ rating, comment: comment.trim() || null }, { onSuccess: () => { onSaved(); onClose(); } });
  };

  const starName = (n: number) => `${t('rating.star', { count: n })}: ${(t('rating.words', { returnObjects: true }) as string[])[n - 1]}`;

  return (
    <form onSubmit={submit} noValidate>
      <h2 id={`${id}-title`}>{t('rating.title')}</h2>
      <p id={`${id}-fixture`} className="rating-fixture">
        {fixture}
      </p>
      <fieldset className="rating-stars" aria-describedby={missing ? `${id}-missing` : undefined}>
        <legend>{t('rating.stars')}</legend>
        <div className="rating-star-row">
          {STARS.map((n) => (
            <span key={n} className="rating-star">
              <input
                id={`${id}-star-${n}`}
                className="visually-hidden"
                type="radio"
                name={`${id}-stars`}
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n);
                  setMissing(false);
                }}
                data-testid={`rating-star-${n}`}
              />
              <label htmlFor={`${id}-star-${n}`} title={starName(n)}>
                <Star filled={n <= rating} />
                <span className="visually-hidden">{starName(n)}</span>
              </label>
            </span>
          ))}
        </div>
        <p className="rating-chosen" aria-hidden="true">
          {rating ? starName(rating) : '\u00a0'}
        </p>
        {missing && (
          <p id={`${id}-missing`} className="field-error" role="alert">
            {t('rating.pick')}
          </p>
        )}
      </fieldset>
      <label className="field rating-comment">
        <span>{t('rating.comment')}</span>
        <textarea
          value={comment}
          maxLength={RATING_COMMENT_MAX}
          rows={3}
          onChange={(e) => setComment(e.target.value)}
          aria-describedby={`${id}-count`}
          data-testid="rating-comment"
        />
        <small id={`${id}-count`} className="field-hint">
          {t('rating.commentCount', { count: comment.length, max: RATING_COMMENT_MAX })}
        </small>
      </label>
      {save.isError && (
        <p className="field-error" role="alert" data-testid="rating-error">
          {errorMessage(save.error, t('rating.error'))}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-ghost" onClick={onClose} disabled={save.isPending}>
          {t('rating.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={save.isPending} data-testid="rating-save">
          {save.isPending ? t('rating.saving') : t('rating.save')}
        </button>
      </div>
    </form>
  );
}

/**
 * 1 to 5 stars and an optional comment for a match the fan was at, on the native <dialog> (focus
 * stays inside, Escape closes). The stars are radio buttons: arrow keys choose, as in any radio
 * group. Opening it again shows the rating given before, which the fan may change.
 */
export function RateMatchDialog({ open, matchId, fixture, onClose, onSaved }: { open: boolean; matchId: string; fixture: string; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('tickets');
  const ref = useModal(open);
  const id = useId();
  const current = useMatchRating(matchId, open);

  return (
    <dialog
      ref={ref}
      className="dialog rating-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-fixture`}
      data-testid="rating-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open &&
        (current.isPending ? (
          <p id={`${id}-title`} role="status">
            {t('common.loading')}
          </p>
        ) : (
          <RatingForm id={id} matchId={matchId} fixture={fixture} initial={current.data ?? null} onClose={onClose} onSaved={onSaved} />
        ))}
    </dialog>
  );
}
