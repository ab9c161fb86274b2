import { useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { NPS_MAX_SCORE, NPS_MIN_SCORE, NPS_SCORES, scoreAtOffset } from '../../../domain/survey/nps';

/** Spec 02 §9: 27 px per step over 270 px. */
export const STEP_PX = 27;

const styles = defineStyles({
  group: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: 0;
    border: 0;
    & legend {
      margin: 0 0 var(--rx-space);
      padding: 0;
      font-weight: 700;
    }
  `,
  track: css`
    position: relative;
    display: flex;
    width: ${STEP_PX * NPS_MAX_SCORE}px;
    max-width: 100%;
    padding: 8px 0 0;
    touch-action: none;
    cursor: pointer;
    &::before {
      content: '';
      position: absolute;
      top: 19px;
      inset-inline: 0;
      height: 6px;
      border-radius: 3px;
      background: var(--rx-color-border);
    }
  `,
  fill: css`
    position: absolute;
    top: 19px;
    inset-inline-start: 0;
    height: 6px;
    border-radius: 3px;
    background: var(--rx-color-primary);
  `,
  stop: css`
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    width: ${STEP_PX}px;
    flex: none;
    font-size: 0.85em;
    & input {
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;
      margin: 0;
      opacity: 0;
      cursor: pointer;
    }
  `,
  knob: css`
    display: block;
    width: 16px;
    height: 16px;
    margin: 4px 0;
    border: 2px solid var(--rx-color-border);
    border-radius: 50%;
    background: var(--rx-color-surface);
    input:checked + & {
      width: 22px;
      height: 22px;
      margin: 1px 0;
      border-color: var(--rx-color-primary);
      background: var(--rx-color-primary);
    }
    input:focus-visible + & {
      outline: 3px solid var(--rx-color-focus);
      outline-offset: 2px;
    }
  `,
  ends: css`
    display: flex;
    justify-content: space-between;
    width: ${STEP_PX * NPS_MAX_SCORE}px;
    max-width: 100%;
    margin-top: 4px;
    color: var(--rx-color-text-muted);
    font-size: 0.85em;
  `,
});

export interface ScoreSliderProps {
  legend: string;
  value: number | null;
  onChange: (score: number) => void;
  describedBy?: string;
}

/**
 * The 1-10 score: looks and drags like a slider, and is a group of native radio buttons, so the
 * keyboard moves it like any radio group (arrows, Tab in and out; Home and End as on a slider) and screen readers name each
 * score.
 */
export function ScoreSlider({ legend, value, onChange, describedBy }: ScoreSliderProps) {
  const { t } = useTranslation('nps');
  const classes = useSheet(styles);
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const pick = (event: PointerEvent<HTMLDivElement>) => {
    const box = track.current?.getBoundingClientRect();
    if (!box) return;
    const offset = getComputedStyle(track.current!).direction === 'rtl' ? box.right - event.clientX : event.clientX - box.left;
    const score = scoreAtOffset(offset * ((STEP_PX * NPS_MAX_SCORE) / box.width), STEP_PX);
    if (score !== value) onChange(score);
  };

  return (
    <fieldset className={classes.group} part="score" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <div
        ref={track}
        className={classes.track}
        part="slider"
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          pick(event);
        }}
        onPointerMove={(event) => dragging.current && pick(event)}
        onPointerUp={() => (dragging.current = false)}
        onPointerCancel={() => (dragging.current = false)}
      >
        {value !== null && <span className={classes.fill} style={{ width: `${(value - 0.5) * 10}%` }} aria-hidden="true" />}
        {NPS_SCORES.map((score) => (
          <label key={score} className={classes.stop}>
            <input
              type="radio"
              name="rx-nps-score"
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              onKeyDown={(event) => {
                // As on a slider, Home and End jump to the ends; the arrows move as in any radio group.
                const end = event.key === 'Home' ? NPS_MIN_SCORE : event.key === 'End' ? NPS_MAX_SCORE : null;
                if (end === null) return;
                event.preventDefault();
                onChange(end);
                const inputs = track.current?.querySelectorAll('input');
                inputs?.[end - NPS_MIN_SCORE]?.focus();
              }}
              aria-label={t('scoreLabel', { score })}
            />
            <span className={classes.knob} aria-hidden="true" />
            <span aria-hidden="true">{score}</span>
          </label>
        ))}
      </div>
      <div className={classes.ends} aria-hidden="true">
        <span>{t('lowEnd')}</span>
        <span>{t('highEnd')}</span>
      </div>
    </fieldset>
  );
}
