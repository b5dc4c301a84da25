// The deal's photos: a drop zone (or the file chooser, which the keyboard reaches), a preview of
// each photo with its alt texts, move up/down and remove; the first is the cover. Photos already
// stored travel as hidden `photoRef` fields; new files go in the `photos` input in list order and
// are named `new:<i>`, so the server keeps the partner's order. Without JavaScript the chooser
// still works: its files come after the kept photos.
import { useEffect, useRef, useState, type DragEvent } from "react";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_INPUT_PIXELS } from "#domain/platform/image-limits";
import { useTranslation } from "~/hooks/translation";
import { FileField } from "~/components/form/file-field";
import { Fieldset } from "~/components/form/form-fieldset";
import { controlClass } from "~/components/form/field-frame";

export const MAX_PHOTOS = 8;

export interface KeptPhoto {
  src: string;
  altNo: string;
  altEn: string;
}

export interface RefusedFile {
  name: string;
  message: string;
}

type Item = { key: string; altNo: string; altEn: string } & (
  { kind: "kept"; src: string } | { kind: "new"; file: File; preview: string }
);

type FileProblem = "imageUnreadable" | "imageTooLarge" | "imageTooManyPixels" | "galleryTooMany";

/** The same limits the server applies (images.server.ts), checked before the file is sent. */
async function problemOf(file: File): Promise<FileProblem | null> {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return "imageUnreadable";
  if (file.size > MAX_IMAGE_BYTES) return "imageTooLarge";
  try {
    const bitmap = await createImageBitmap(file);
    const pixels = bitmap.width * bitmap.height;
    bitmap.close();
    return pixels > MAX_INPUT_PIXELS ? "imageTooManyPixels" : null;
  } catch {
    return "imageUnreadable";
  }
}

let nextKey = 0;
const newKey = () => `photo-${++nextKey}`;

export function GalleryFieldset({
  gallery,
  error,
  refusedFiles,
  onCoverChange,
}: {
  /** The photos stored so far (the deal's, or kept from a failed save), cover first. */
  gallery: readonly KeptPhoto[];
  error: string | undefined;
  /** Files the server refused on the last save, each with its reason. */
  refusedFiles: readonly RefusedFile[];
  /** Told the cover's address (stored, or a chosen file's preview) whenever it changes; null: none. */
  onCoverChange?: (src: string | null) => void;
}) {
  const { t } = useTranslation();
  const [items, setItems] = useState<Item[]>(() =>
    gallery.map((p, i) => ({ key: `kept-${i}`, kind: "kept", src: p.src, altNo: p.altNo, altEn: p.altEn })),
  );
  const [refused, setRefused] = useState<readonly RefusedFile[]>(refusedFiles);
  const [status, setStatus] = useState("");
  const [dragging, setDragging] = useState(false);
  // The control to focus once the list is redrawn (a moved photo's button, or the chooser).
  const focusNext = useRef<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // The chooser holds exactly the new photos, in list order (the server reads them as new:<i>).
  useEffect(() => {
    if (!input.current || typeof DataTransfer === "undefined") return;
    const files = new DataTransfer();
    for (const item of items) if (item.kind === "new") files.items.add(item.file);
    input.current.files = files.files;
  }, [items]);

  // The live card shows the cover: the first photo, as it is now.
  const cover = items[0] ? (items[0].kind === "kept" ? items[0].src : items[0].preview) : null;
  useEffect(() => onCoverChange?.(cover), [cover, onCoverChange]);

  // A moved photo's button keeps the focus (the list is redrawn around it).
  useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [items]);

  async function add(files: readonly File[]) {
    const problems: RefusedFile[] = [];
    const added: Item[] = [];
    let room = MAX_PHOTOS - items.length;
    for (const file of files) {
      const problem = room > 0 ? await problemOf(file) : "galleryTooMany";
      if (problem) {
        problems.push({ name: file.name, message: t(`dealEditor.errors.${problem}`, { count: MAX_PHOTOS }) });
        continue;
      }
      room--;
      added.push({ key: newKey(), kind: "new", file, preview: URL.createObjectURL(file), altNo: "", altEn: "" });
    }
    setItems((current) => [...current, ...added]);
    setRefused(problems);
    setStatus(added.length > 0 ? t("dealEditor.form.added", { count: added.length }) : "");
  }

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    setItems((current) => {
      const next = [...current];
      [next[index], next[to]] = [next[to]!, next[index]!];
      return next;
    });
    const item = items[index]!;
    // At either end the button pressed disappears: the other one takes the focus.
    const edge = (by === -1 && to === 0) || (by === 1 && to === items.length - 1);
    focusNext.current = `${item.key}-${by === -1 ? (edge ? "down" : "up") : edge ? "up" : "down"}`;
    setStatus(t("dealEditor.form.moved", { n: to + 1 }));
  }

  function remove(index: number) {
    const item = items[index]!;
    if (item.kind === "new") URL.revokeObjectURL(item.preview);
    setItems((current) => current.filter((_, i) => i !== index));
    focusNext.current = "field-image";
    setStatus(t("dealEditor.form.removed"));
  }

  function setAlt(index: number, field: "altNo" | "altEn", value: string) {
    setItems((current) => current.map((item, i) => (i === index ? { ...item, [field]: value } : item)));
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void add([...event.dataTransfer.files]);
  }

  let newIndex = 0;
  return (
    <Fieldset boxed legend={t("dealEditor.form.imageSection")}>
      <div
        data-testid="photo-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-4 ${dragging ? "border-rose-600 bg-rose-50" : "border-slate-400"}`}
      >
        <p className="mb-2 font-medium text-slate-800" aria-hidden="true">
          {t("dealEditor.form.galleryDrop")}
        </p>
        <FileField
          ref={input}
          label={t("dealEditor.form.image")}
          name="photos"
          id="field-image"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(",")}
          hint={t("dealEditor.form.imageHelp", { count: MAX_PHOTOS })}
          error={error}
          onChange={(event) => {
            const chosen = [...(event.currentTarget.files ?? [])];
            // The chooser's own list is replaced by the gallery's new photos (the effect above).
            if (chosen.length > 0) void add(chosen);
          }}
        />
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {refused.length > 0 ? (
        <div className="rounded-md bg-rose-50 p-3 text-sm text-rose-900" data-testid="refused-files">
          <p className="font-semibold">{t("dealEditor.form.refusedFiles")}</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((file, i) => (
              <li key={`${i}-${file.name}`}>
                <span className="font-medium">{file.name}</span>: {file.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {items.length === 0 ? <p className="text-sm text-slate-700">{t("dealEditor.form.galleryEmpty")}</p> : null}
      <ol className="space-y-4" data-testid="gallery-photos">
        {items.map((item, index) => {
          const n = index + 1;
          const ref = item.kind === "kept" ? item.src : `new:${newIndex++}`;
          return (
            <li
              key={item.key}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row"
              data-testid="gallery-photo"
            >
              <input type="hidden" name="photoRef" value={ref} />
              <figure className="shrink-0">
                <img
                  src={item.kind === "kept" ? item.src : item.preview}
                  alt=""
                  width={160}
                  height={120}
                  className="h-[120px] w-[160px] rounded-md object-cover"
                />
                <figcaption className="mt-1 text-sm font-medium text-slate-800">
                  {t("dealEditor.form.photoNumber", { n })}
                  {index === 0 ? (
                    <span className="ml-2 rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-900">
                      {t("dealEditor.form.cover")}
                    </span>
                  ) : null}
                  {item.kind === "new" ? (
                    <span className="block text-xs font-normal text-slate-700">{t("dealEditor.form.newPhoto")}</span>
                  ) : null}
                </figcaption>
              </figure>
              <div className="min-w-0 flex-1 space-y-2">
                <AltField
                  id={`${item.key}-altNo`}
                  name="photoAltNo"
                  label={`${t("dealEditor.form.altNo")} (${t("dealEditor.form.photoNumber", { n })})`}
                  value={item.altNo}
                  onChange={(value) => setAlt(index, "altNo", value)}
                />
                <AltField
                  id={`${item.key}-altEn`}
                  name="photoAltEn"
                  label={`${t("dealEditor.form.altEn")} (${t("dealEditor.form.photoNumber", { n })})`}
                  value={item.altEn}
                  onChange={(value) => setAlt(index, "altEn", value)}
                />
                <p className="text-xs text-slate-700">{t("dealEditor.form.altHelp")}</p>
                <div className="flex flex-wrap gap-2">
                  {index > 0 ? (
                    <button
                      type="button"
                      id={`${item.key}-up`}
                      onClick={() => move(index, -1)}
                      className="rounded-md border border-slate-300 px-3 py-1 text-sm"
                    >
                      {t("dealEditor.form.moveUp", { n })}
                    </button>
                  ) : null}
                  {index < items.length - 1 ? (
                    <button
                      type="button"
                      id={`${item.key}-down`}
                      onClick={() => move(index, 1)}
                      className="rounded-md border border-slate-300 px-3 py-1 text-sm"
                    >
                      {t("dealEditor.form.moveDown", { n })}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    className="rounded-md border border-rose-300 px-3 py-1 text-sm text-rose-800"
                  >
                    {t("dealEditor.form.remove", { n })}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </Fieldset>
  );
}

function AltField({
  id,
  name,
  label,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        maxLength={200}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={controlClass(undefined)}
      />
    </div>
  );
}
