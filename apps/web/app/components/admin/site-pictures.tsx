/** The Site tab's pictures: the logo, the welcome picture, the page banner and the link preview, each replaced on its own. */
import { useState } from 'react';
import { toast } from 'sonner';
import {
  API,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  OWNERS_SITE_DETAILS_NOTE,
  OWNERS_SITE_PICTURES,
  PICTURE_TYPES,
  SITE_PICTURES,
  SITE_PICTURE_FIELD,
  SITE_PICTURE_SLOTS,
  imageFileProblem,
  FOCUS_CENTRE,
  formatFocus,
  parseFocus,
  pictureWriteNames,
  type PictureCrop,
  type PictureRef,
  type SitePictureSlot,
  type SiteDetails,
  type SiteResponse,
} from '@firm/contract';
import { Picture } from '~/components/picture';
import { cropsOf, PicturePlacement, pictureSettings, placementDefaults, type Turn } from './picture-placement';
import { multipart } from './item-screen';
import { clsx } from 'clsx';
import { apiRequest, errorMessage, said } from '~/lib/api-client';
import { FilePicker } from './file-picker';
import { Button } from '~/components/ui/button';
import { Spinner, UploadProgress } from '~/components/ui/feedback';
import { NOTICE_MS } from './undo';
import { OwnersOnlyNote } from './owners-only-note';

const picturePath = (slot: SitePictureSlot) => `${API.site}/pictures/${slot}`;

/**
 * Each slot shows the picture the pages show now; a picked picture is sent at once (the same rules as
 * the collections' pictures). `ownersOnly`: the logo is the owner's (decision 087), shown with why.
 */
export function SitePictures({
  pictures,
  onSaved,
  ownersOnly,
}: {
  pictures: SiteDetails['pictures'];
  onSaved: (site: SiteDetails) => void;
  ownersOnly: boolean;
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {SITE_PICTURE_SLOTS.map((slot) => (
        <SitePicture
          key={slot}
          slot={slot}
          picture={pictures[slot]}
          onSaved={onSaved}
          locked={ownersOnly && slot in OWNERS_SITE_PICTURES}
        />
      ))}
    </div>
  );
}

function SitePicture({
  slot,
  picture,
  onSaved,
  locked,
}: {
  slot: SitePictureSlot;
  picture: SiteDetails['pictures'][SitePictureSlot];
  onSaved: (site: SiteDetails) => void;
  locked: boolean;
}) {
  const { label, help } = SITE_PICTURES[slot];
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  // The input is remade after each attempt, so a refused file leaves neither its name nor a preview behind.
  const [attempt, setAttempt] = useState(0);

  const send = async (request: () => Promise<SiteResponse & { message?: string }>) => {
    setError(undefined);
    try {
      const body = await request();
      onSaved(body.site);
      toast.success(said(body, CONTENT_MESSAGES.saved), { id: `site-picture-${slot}`, duration: NOTICE_MS });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setProgress(null);
      setAttempt((n) => n + 1);
    }
  };

  const upload = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file, PICTURE_TYPES, CONTENT_LIMITS.maxPictureBytes);
    if (problem) {
      setError(problem);
      setAttempt((n) => n + 1);
      return;
    }
    const form = new FormData();
    form.append(SITE_PICTURE_FIELD, file);
    setProgress(0);
    void send(() => apiRequest(picturePath(slot), { method: 'PUT', form, onProgress: setProgress }));
  };

  return (
    <div className="min-w-0 space-y-2">
      {/* A logo is shown whole, as the header shows it; a photograph fills the frame. */}
      <div
        className={clsx(
          'overflow-hidden rounded border border-slate-200 bg-slate-100 [&_img]:aspect-video [&_img]:w-full',
          slot === 'logo' ? '[&_img]:object-contain [&_img]:p-6' : '[&_img]:object-cover',
        )}
      >
        <Picture picture={picture} alt={`${label} now`} sizes="(min-width: 1200px) 22vw, (min-width: 600px) 45vw, 100vw" />
      </div>
      {locked ? (
        <>
          <p className="text-sm font-medium text-slate-900">{label}</p>
          <OwnersOnlyNote>{OWNERS_SITE_DETAILS_NOTE}</OwnersOnlyNote>
        </>
      ) : (
        <>
          <FilePicker
            key={attempt}
            label={`Replace the ${label.toLowerCase()}`}
            kind="picture"
            file={undefined}
            help={help}
            error={error}
            onPick={upload}
            onBlur={() => undefined}
          />
          {progress !== null && <UploadProgress percent={progress} />}
          {picture.image ? (
            <SitePlacement
              // Saved, the stored values are the new starting point.
              key={`${picture.image} ${picture.alt} ${picture.focus.x} ${picture.focus.y}`}
              slot={slot}
              picture={picture}
              busy={progress !== null}
              onSave={(settings) => {
                setProgress(0);
                void send(() => apiRequest(picturePath(slot), { method: 'PUT', form: multipart(settings), onProgress: setProgress }));
              }}
            />
          ) : null}
          {!picture.asset && (
            <Button
              variant="outline"
              size="sm"
              disabled={progress !== null}
              onClick={() => void send(() => apiRequest(picturePath(slot), { method: 'DELETE' }))}
            >
              {progress !== null && <Spinner />}
              Use the original {label.toLowerCase()}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

/** The crops the pages and link previews make of each of the site's pictures: the logo and the welcome picture are shown whole. */
const SLOT_CROPS: Record<SitePictureSlot, readonly PictureCrop[]> = {
  logo: [],
  welcome: [],
  banner: ['pageBanner'],
  share: ['linkPreview'],
};

/** The write fields of a site picture (decision 094). */
const WRITE = pictureWriteNames(SITE_PICTURE_FIELD);

/** A site picture's focal point, turn and alt text, saved with their own button (IMAGE-5 to IMAGE-7). */
function SitePlacement({
  slot,
  picture,
  busy,
  onSave,
}: {
  slot: SitePictureSlot;
  picture: PictureRef;
  busy: boolean;
  onSave: (settings: Record<string, string>) => void;
}) {
  const [values, setValues] = useState(() => placementDefaults(SITE_PICTURE_FIELD, picture));
  const name = `the ${SITE_PICTURES[slot].label.toLowerCase()}`;
  const focus = parseFocus(String(values[WRITE.focus])) ?? FOCUS_CENTRE;
  return (
    <div>
      <PicturePlacement
        src={picture.image!}
        name={name}
        focus={focus}
        onFocus={(next) => setValues((v) => ({ ...v, [WRITE.focus]: formatFocus(next) }))}
        turn={values[WRITE.rotate] as Turn}
        onTurn={(turn, next) => setValues((v) => ({ ...v, [WRITE.rotate]: turn, [WRITE.focus]: formatFocus(next) }))}
        alt={String(values[WRITE.alt])}
        onAlt={(alt) => setValues((v) => ({ ...v, [WRITE.alt]: alt }))}
        altFallback=""
        crops={cropsOf(SLOT_CROPS[slot])}
        turnable={!picture.image?.endsWith('.svg')}
      />
      <Button className="mt-2" size="sm" disabled={busy} onClick={() => onSave(pictureSettings(SITE_PICTURE_FIELD, values))}>
        Save alt text and focus
        <span className="sr-only"> of {name}</span>
      </Button>
    </div>
  );
}
