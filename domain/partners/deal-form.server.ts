// Saving the deal editor's form: the fields checked (deal-input.server.ts), the image kept or
// uploaded, and the deal created or edited. One workflow, so a second caller cannot skip a step
// such as keeping a published deal's packages or requiring a new deal's image.
import type { Database } from "#db/connection.server";
import { storeImage, type ImageProblem } from "#domain/platform/images.server";
import { parseDealInput, type DealInputError } from "./deal-input.server";
import { isPublicStatus } from "#domain/catalog/deal-status";
import {
  createDeal,
  type getDealForEdit,
  imageExists,
  listCategoryOptions,
  updateDeal,
  type PartnerRef,
} from "./partner-deals.server";

export type DealFormError = DealInputError | ImageProblem | "imageRequired";
export type EditableDeal = NonNullable<Awaited<ReturnType<typeof getDealForEdit>>>;

export interface DealForm {
  /** The posted text fields; `imageHash` names an image stored by an earlier, failed submit. */
  fields: Record<string, string>;
  /** The bytes of a newly chosen image, or null when none was chosen. */
  image: Uint8Array | null;
}

/** On failure, `values` are the fields as checked and `imageHash` the image to keep for the next try. */
export type DealFormResult =
  | { ok: true; saved: "created" | "updated" | "priceAwaitingApproval" }
  | {
      ok: false;
      reason: "invalid";
      errors: Record<string, DealFormError>;
      values: Record<string, string>;
      imageHash: string | null;
    }
  | { ok: false; reason: "ended"; values: Record<string, string>; imageHash: string | null }
  | { ok: false; reason: "planLimit"; maxDeals: number; values: Record<string, string>; imageHash: string | null }
  | { ok: false; reason: "notFound" };

const PACKAGE_FIELD = /^(basic|premium|group)(Enabled|Price|Days)$|^groupMin$/;

/** Creates the deal (`existing` null) or saves the partner's edit of `existing`, their own deal. */
export async function saveDealForm(
  db: Database,
  partner: PartnerRef,
  existing: EditableDeal | null,
  form: DealForm,
  now = new Date(),
): Promise<DealFormResult> {
  // A published deal's packages are locked (its page sends none): the stored ones are checked.
  const locked = existing !== null && isPublicStatus(existing.status);
  const storedPackages = Object.entries(existing?.values ?? {}).filter(([name]) => PACKAGE_FIELD.test(name));
  const values = { ...form.fields, ...(locked ? Object.fromEntries(storedPackages) : {}) };

  const problems: Record<string, DealFormError> = {};
  let imageHash = values.imageHash && (await imageExists(db, values.imageHash)) ? values.imageHash : null;
  if (form.image) {
    const stored = await storeImage(db, form.image, partner.userId);
    if (stored.ok) imageHash = stored.hash;
    else problems.image = stored.reason;
  }
  if (!existing && !imageHash && !problems.image) problems.image = "imageRequired";

  const categories = await listCategoryOptions(db, "no");
  const parsed = parseDealInput(
    values,
    categories.map((c) => c.id),
    now,
  );
  if (!parsed.ok || Object.keys(problems).length > 0) {
    const errors = { ...(parsed.ok ? {} : parsed.errors), ...problems };
    return { ok: false, reason: "invalid", errors, values, imageHash };
  }

  const result = existing
    ? await updateDeal(db, partner, existing.id, parsed.input, imageHash)
    : await createDeal(db, partner, parsed.input, imageHash!);
  if (!result.ok) {
    if (result.reason === "notFound") return { ok: false, reason: "notFound" };
    if (result.reason === "planLimit")
      return { ok: false, reason: "planLimit", maxDeals: result.maxDeals, values, imageHash };
    return { ok: false, reason: "ended", values, imageHash };
  }
  if (!existing) return { ok: true, saved: "created" };
  return {
    ok: true,
    saved: "priceChange" in result && result.priceChange === "awaitingApproval" ? "priceAwaitingApproval" : "updated",
  };
}
