import { LocateFixed } from "lucide-react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { positionParam } from "#domain/catalog/deal-filters";
import { useTranslation } from "~/hooks/translation";

type Problem = "denied" | "unavailable" | "unsupported";

/**
 * "Nær meg": asks the browser for the position only when clicked, then lists the deals nearest
 * first. The position goes into the address rounded to about a kilometre (positionParam), so the
 * page stays one shared, cacheable address per neighbourhood and nothing personal is stored.
 */
export function NearMeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const locate = () => {
    setProblem(null);
    if (!("geolocation" in navigator)) {
      setProblem("unsupported");
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setBusy(false);
        const params = new URLSearchParams(location.search);
        params.set("near", positionParam({ lat: coords.latitude, lng: coords.longitude }));
        params.set("sort", "nearest");
        params.delete("page");
        void navigate({ pathname: location.pathname, search: `?${params.toString()}` });
      },
      (error) => {
        setBusy(false);
        setProblem(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable");
      },
      { maximumAge: 10 * 60_000, timeout: 15_000 },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={locate}
        disabled={busy}
        aria-busy={busy}
        className="inline-flex w-fit items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70"
      >
        <LocateFixed aria-hidden="true" className="size-4" />
        {busy ? t("nearby.locating") : t("nearby.nearMe")}
      </button>
      <div role="alert" data-testid="near-me-problem">
        {problem ? <p className="text-sm text-red-800">{t(`nearby.${problem}`)}</p> : null}
      </div>
    </div>
  );
}
