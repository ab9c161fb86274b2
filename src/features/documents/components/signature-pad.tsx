import { useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { Button } from '../../../core/ui/button';
import { RadioGroup } from '../../../core/ui/radio-group';
import { TextField } from '../../../core/ui/text-field';
import { base64ToBytes } from '../model/base64';

const styles = defineStyles({
  box: css`
    border: 0;
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: 0;
  `,
  legend: css`
    font-weight: 600;
    margin-bottom: calc(var(--rx-space) / 2);
  `,
  pad: css`
    display: block;
    width: 100%;
    max-width: 480px;
    height: auto;
    aspect-ratio: 4 / 1;
    background: #fff;
    border: 1px dashed var(--rx-color-border);
    border-radius: var(--rx-radius);
    touch-action: none;
    cursor: crosshair;
  `,
  row: css`
    display: flex;
    gap: var(--rx-space);
    align-items: center;
    margin-top: calc(var(--rx-space) / 2);
  `,
});

const WIDTH = 480;
const HEIGHT = 120;
const INK = '#10206b';

/**
 * The canvas as a PNG, at once: the signature reaches the form in the same event as the stroke
 * or key that made it, so a Save pressed right after saves it (an asynchronous toBlob answered
 * after such a Save and sent the form back to unsaved).
 */
function toPng(canvas: HTMLCanvasElement): Uint8Array {
  return base64ToBytes(canvas.toDataURL('image/png').replace(/^data:[^,]*,/, ''));
}

/** The typed name drawn in a handwriting-like face, as a PNG. */
function typedSignature(name: string): Uint8Array {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d')!;
  context.fillStyle = INK;
  context.font = 'italic 44px "Segoe Script", "Brush Script MT", cursive, serif';
  context.textBaseline = 'middle';
  context.fillText(name, 16, HEIGHT / 2, WIDTH - 32);
  return toPng(canvas);
}

export interface SignaturePadProps {
  /** The field's label, e.g. "Patient signature". */
  label: string;
  required: boolean;
  /** The signature as a PNG, or null when cleared. */
  onChange: (png: Uint8Array | null) => void;
}

/** A drawn (mouse, pen or touch) or typed signature; typing is the keyboard way to sign. */
export function SignaturePad({ label, required, onChange }: SignaturePadProps) {
  const { t } = useTranslation('documents');
  const s = useSheet(styles);
  const id = useId();
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [typed, setTyped] = useState('');
  const [drawn, setDrawn] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * WIDTH, y: ((event.clientY - box.top) / box.height) * HEIGHT };
  };

  const onDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    last.current = point(event);
  };
  const onMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = last.current;
    const context = canvas.current?.getContext('2d');
    if (!from || !context) return;
    const to = point(event);
    context.strokeStyle = INK;
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
    if (!drawn) setDrawn(true);
  };
  const onUp = () => {
    if (!last.current) return;
    last.current = null;
    if (drawn && canvas.current) onChange(toPng(canvas.current));
  };

  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    setDrawn(false);
    setTyped('');
    onChange(null);
  };

  const switchMode = (next: string) => {
    clear();
    setMode(next === 'type' ? 'type' : 'draw');
  };

  return (
    <fieldset className={s.box} part="signature">
      <legend className={s.legend}>
        {label}
        {required ? ` (${t('required')})` : ''}
      </legend>
      <RadioGroup
        legend={t('signature.how')}
        orientation="horizontal"
        value={mode}
        onChange={switchMode}
        options={[
          { value: 'draw', label: t('signature.draw') },
          { value: 'type', label: t('signature.type') },
        ]}
      />
      {mode === 'draw' ? (
        <>
          <canvas
            ref={canvas}
            id={id}
            className={s.pad}
            width={WIDTH}
            height={HEIGHT}
            role="img"
            aria-label={drawn ? t('signature.padSigned', { label }) : t('signature.pad', { label })}
            onPointerDown={onDown}
            onPointerMove={onMove}
            onPointerUp={onUp}
            onPointerCancel={onUp}
          />
          <div className={s.row}>
            <Button variant="secondary" onClick={clear} disabled={!drawn} aria-label={t('signature.clearLabel', { label })}>
              {t('signature.clear')}
            </Button>
          </div>
        </>
      ) : (
        <TextField
          label={t('signature.typedLabel', { label })}
          hint={t('signature.typedHint')}
          value={typed}
          maxLength={60}
          onValueChange={(value) => {
            setTyped(value);
            onChange(value.trim() ? typedSignature(value.trim()) : null);
          }}
        />
      )}
    </fieldset>
  );
}
