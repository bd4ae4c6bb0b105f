/**
 * What the owner says of a picture besides the file (IMAGE-5 to IMAGE-7, decision 057): the point
 * every crop keeps in view, picked by a click or tap on the picture or with the arrow keys, with
 * small previews of the crops the pages and link previews make; a quarter turn; and the alt text.
 */
import { useEffect, useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { RotateCw } from 'lucide-react';
import { useController, type FieldValues, type UseFormReturn } from 'react-hook-form';
import {
  FOCUS_CENTRE,
  PICTURE_CROPS,
  PICTURE_LIMITS,
  focusPosition,
  formatFocus,
  parseFocus,
  pictureWriteNames,
  rotateFocus,
  type Focus,
  type PictureCrop,
} from '@firm/contract';
import { Button } from '~/components/ui/button';
import { FieldHelp, FieldLabel } from '~/components/ui/field';
import { inputClass } from '~/components/ui/input-classes';

export type Turn = 0 | 90 | 180 | 270;

/** The frames a picture is previewed in, by their names in the field's definition. */
export const cropsOf = (names: readonly PictureCrop[]) => names.map((name) => PICTURE_CROPS[name]);

/** How far an arrow key moves the point (Shift: a finer step). */
const STEP = 0.05;
const FINE_STEP = 0.01;
/** The longest side of the turned preview drawn in the browser: enough for the previews, quick to draw. */
const PREVIEW_SIDE = 1000;

const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));
export const focusText = (focus: Focus) => `Focal point at ${Math.round(focus.x * 100)}% across, ${Math.round(focus.y * 100)}% down`;

/** The picture turned by `turn` degrees, drawn in a canvas (the stored one is turned by the server on save); `src` itself unturned. */
function useTurned(src: string, turn: Turn): string | null {
  const [drawn, setDrawn] = useState<{ key: string; url: string } | null>(null);
  const key = `${src} ${turn}`;
  useEffect(() => {
    if (turn === 0) return;
    let made: string | null = null;
    let cancelled = false;
    const image = new Image();
    image.onload = () => {
      const scale = Math.min(1, PREVIEW_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
      const [w, h] = [image.naturalWidth * scale, image.naturalHeight * scale];
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = turn === 180 ? [w, h] : [h, w];
      const context = canvas.getContext('2d');
      if (!context) return;
      context.translate(canvas.width / 2, canvas.height / 2);
      context.rotate((turn * Math.PI) / 180);
      context.drawImage(image, -w / 2, -h / 2, w, h);
      canvas.toBlob(
        (blob) => {
          if (cancelled || !blob) return;
          made = URL.createObjectURL(blob);
          setDrawn({ key, url: made });
        },
        'image/jpeg',
        0.85,
      );
    };
    image.src = src;
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [src, turn, key]);
  if (turn === 0) return src;
  return drawn?.key === key ? drawn.url : null;
}

export interface PicturePlacementProps {
  /** The picture shown: the picked file's preview or the stored picture's address. */
  src: string;
  /** What the picture is ('Preview of the picked image', 'Current image'). */
  description?: string;
  /** The picture's name in the controls' names: 'the picture', 'the welcome picture'. */
  name: string;
  focus: Focus;
  onFocus: (focus: Focus) => void;
  turn: Turn;
  /** Turns by a quarter, the focus with it. */
  onTurn: (turn: Turn, focus: Focus) => void;
  alt: string;
  onAlt: (alt: string) => void;
  /** What is read when the alt text is left empty (the title), for the field's help. */
  altFallback: string;
  /** The crops to preview; none for a picture shown whole (the logo). */
  crops?: readonly { label: string; ratio: number }[];
  altError?: string;
  /** A drawing (an SVG) has no pixels the server can turn. */
  turnable?: boolean;
}

export function PicturePlacement({
  src,
  description = '',
  name,
  focus,
  onFocus,
  turn,
  onTurn,
  alt,
  onAlt,
  altFallback,
  crops = [],
  altError,
  turnable = true,
}: PicturePlacementProps) {
  const id = useId();
  const shown = useTurned(src, turn);
  const position = focusPosition(focus);

  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.querySelector('img')?.getBoundingClientRect();
    // A click from the keyboard (Enter, Space) has no place on the picture.
    if (!box || box.width === 0 || event.detail === 0) return;
    onFocus({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? FINE_STEP : STEP;
    const by: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = by[event.key];
    if (!delta) return;
    event.preventDefault();
    onFocus({ x: clamp(focus.x + delta[0]), y: clamp(focus.y + delta[1]) });
  };

  return (
    <div className="mt-3 space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-start gap-4">
        <div className="min-w-0">
          <button
            type="button"
            aria-label={`Focal point of ${name}`}
            aria-describedby={`${id}-focus ${id}-how`}
            onClick={pick}
            onKeyDown={move}
            className="relative inline-block max-w-full cursor-crosshair rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
            data-testid="focal-point"
          >
            {shown ? (
              <img
                src={shown}
                alt={description}
                draggable={false}
                className="block max-h-56 w-auto max-w-full rounded border border-slate-300"
              />
            ) : (
              <span className="block h-40 w-56 animate-pulse rounded bg-slate-200" />
            )}
            <span
              aria-hidden="true"
              className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-accent-500/60 shadow-[0_0_0_2px_rgb(8_24_56)]"
              style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }}
            />
          </button>
          <p id={`${id}-focus`} aria-live="polite" className="mt-1 text-sm text-slate-800">
            {focusText(focus)}
          </p>
          <p id={`${id}-how`} className="text-sm text-slate-700">
            Click or tap what matters; arrow keys move the point.
          </p>
        </div>
        {crops.length > 0 && shown ? (
          <ul aria-label="How the pages crop it" className="flex flex-wrap items-end gap-3">
            {crops.map((crop) => (
              <li key={crop.label} className="w-28">
                <img
                  src={shown}
                  alt=""
                  className="w-full rounded border border-slate-300 object-cover"
                  style={{ aspectRatio: String(crop.ratio), objectPosition: position }}
                />
                <span className="mt-0.5 block text-xs text-slate-700">{crop.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {turnable ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            const next = ((turn + 90) % 360) as Turn;
            onTurn(next, rotateFocus(focus, 90));
          }}
        >
          <RotateCw aria-hidden="true" className="size-4" />
          Turn 90° right<span className="sr-only">: {name}</span>
        </Button>
      ) : null}
      {turn !== 0 ? <p className="text-sm text-slate-700">Turned {turn}° on saving.</p> : null}
      <div>
        <FieldLabel htmlFor={`${id}-alt`}>Alt text of {name}</FieldLabel>
        <input
          id={`${id}-alt`}
          type="text"
          value={alt}
          maxLength={PICTURE_LIMITS.altMax}
          onChange={(event) => onAlt(event.target.value)}
          aria-describedby={`${id}-alt-help`}
          aria-invalid={altError ? true : undefined}
          className={inputClass}
        />
        <FieldHelp
          id={`${id}-alt-help`}
          text={`What the picture shows, read out to blind visitors. ${altFallback ? `Empty: “${altFallback}” is read.` : ''}`.trim()}
        />
        {altError ? <p className="mt-1 text-sm text-red-700">{altError}</p> : null}
      </div>
    </div>
  );
}

/** A newly picked picture starts at the centre, unturned; its alt text stays (the owner may keep it). */
export function placeAnew(form: UseFormReturn<FieldValues>, name: string) {
  const names = pictureWriteNames(name);
  form.setValue(names.focus, formatFocus(FOCUS_CENTRE), { shouldDirty: true });
  form.setValue(names.rotate, 0, { shouldDirty: true });
}

/**
 * The placement of the picture field `name` of an add or edit form (item-form.tsx), bound to its write fields
 * (IMAGE-8, decision 094: `{name}Focus` as "x,y", `{name}Rotate` in degrees, `{name}Alt`); `called` in its labels.
 */
export function PlacementFields({
  form,
  name,
  called,
  src,
  description,
  crops = [],
}: {
  form: UseFormReturn<FieldValues>;
  name: string;
  called: string;
  src: string;
  description: string;
  crops?: readonly PictureCrop[];
}) {
  const names = pictureWriteNames(name);
  const focus = useController({ name: names.focus, control: form.control });
  const turn = useController({ name: names.rotate, control: form.control });
  const alt = useController({ name: names.alt, control: form.control });
  const title = form.watch('title');
  const value = focus.field.value as unknown;
  const current = typeof value === 'string' ? (parseFocus(value) ?? FOCUS_CENTRE) : ((value as Focus | undefined) ?? FOCUS_CENTRE);
  return (
    <PicturePlacement
      src={src}
      description={description}
      name={called}
      focus={current}
      onFocus={(next) => focus.field.onChange(formatFocus(next))}
      turn={(Number(turn.field.value) || 0) as Turn}
      onTurn={(next, nextFocus) => {
        turn.field.onChange(next);
        focus.field.onChange(formatFocus(nextFocus));
      }}
      alt={typeof alt.field.value === 'string' ? alt.field.value : ''}
      onAlt={alt.field.onChange}
      altFallback={typeof title === 'string' ? title : ''}
      altError={alt.fieldState.error?.message}
      crops={cropsOf(crops)}
    />
  );
}

/** The form's values of the picture field `name` as stored: its alt text and focus, unturned. */
export const placementDefaults = (name: string, picture: { alt: string; focus: Focus } | null) => {
  const names = pictureWriteNames(name);
  return {
    [names.alt]: picture?.alt ?? '',
    [names.focus]: formatFocus(picture?.focus ?? FOCUS_CENTRE),
    [names.rotate]: 0,
  };
};

/**
 * The write fields of the picture field `name` in a save (IMAGE-8), those of `names` when given (an edit sends what
 * changed): the focus as "x,y"; no turn for an unturned picture.
 */
export function pictureSettings(name: string, values: FieldValues, names?: readonly string[]): Record<string, string> {
  const { alt, focus, rotate } = pictureWriteNames(name);
  const given = (key: string) => (names ? names.includes(key) : true) && values[key] !== undefined;
  const settings: Record<string, string> = {};
  if (given(alt)) settings[alt] = String(values[alt]);
  const point = values[focus] as Focus | string | undefined;
  if (given(focus)) settings[focus] = typeof point === 'string' ? point : formatFocus(point!);
  if (given(rotate) && Number(values[rotate])) settings[rotate] = String(values[rotate]);
  return settings;
}
