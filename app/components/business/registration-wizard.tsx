import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";
import type { BusinessPlanId } from "#domain/partners/business-plans";
import { FormBanner, primaryButton } from "~/components/auth/auth-card";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { CheckboxField } from "~/components/form/checkbox-field";
import { useHydrated } from "~/hooks/use-hydrated";
import { LogoPicker } from "./logo-picker";
import { PlanSelect } from "./plan-select";
import { BUSINESS_FIELDS, CONTACT_FIELD, PASSWORD_FIELDS, PLACE_FIELDS, type LineField } from "./registration-fields";
import {
  checkStepOne,
  emptyValues,
  sendRegistration,
  STEP_ONE_FIELDS,
  type Errors,
  type Logo,
  type TextField as TextFieldName,
  type Values,
} from "./registration-form";

type Step = 1 | 2 | 3;
const STEP_KEYS = ["business", "details", "done"] as const;
const secondaryButton =
  "w-full rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50";

/** The spec's three-step partner sign-up: business information, more details, done. */
export function RegistrationWizard({ initialPlan }: { initialPlan: BusinessPlanId }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>(1);
  const [values, setValues] = useState<Values>(() => emptyValues(initialPlan));
  const [logo, setLogo] = useState<Logo | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // Where focus goes after the next render (a ref: moving focus is not state to render).
  const focusTarget = useRef<"heading" | "error" | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // After a step change the step's heading gets focus; after errors, the first wrong field.
  useEffect(() => {
    if (!focusTarget.current) return;
    const invalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    (focusTarget.current === "error" && invalid ? invalid : headingRef.current)?.focus();
    focusTarget.current = null;
  });

  const field = (name: TextFieldName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });
  const lineField = ({ name, label, hint, optional, input }: LineField) => (
    <TextField
      key={name}
      label={t(label)}
      hint={hint ? t(hint) : undefined}
      required={!optional}
      {...input}
      {...field(name)}
    />
  );

  const goTo = (next: Step) => {
    setStep(next);
    focusTarget.current = "heading";
  };

  const continueToDetails = (event: FormEvent) => {
    event.preventDefault();
    const found = checkStepOne(values, t);
    setErrors(found);
    setBanner(undefined);
    if (Object.keys(found).length > 0) {
      focusTarget.current = "error";
      return;
    }
    goTo(2);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.password !== values.confirmPassword && values.confirmPassword !== "") {
      setErrors({ confirmPassword: t("form.passwordMismatch") });
      focusTarget.current = "error";
      return;
    }
    setBusy(true);
    setBanner(undefined);
    try {
      const result = await sendRegistration(values, logo);
      if (result.ok) {
        setErrors({});
        return goTo(3);
      }
      setErrors(result.errors);
      setBanner(result.message ?? t("business.register.failed"));
      // A wrong step-1 field takes the partner back there; everything typed stays.
      if (STEP_ONE_FIELDS.some((name) => result.errors[name])) setStep(1);
      focusTarget.current = "error";
    } catch {
      setBanner(t("business.register.networkFailed"));
    } finally {
      setBusy(false);
    }
  };

  const stepTitle = t(`business.register.steps.${STEP_KEYS[step - 1]!}`);

  return (
    <div ref={formRef}>
      <ol aria-label={t("business.register.progress")} className="mb-6 grid grid-cols-3 gap-2 text-sm">
        {STEP_KEYS.map((key, i) => (
          <li
            key={key}
            aria-current={i + 1 === step ? "step" : undefined}
            className={`rounded-md border-t-4 pt-2 ${i + 1 <= step ? "border-rose-600 font-semibold text-slate-900" : "border-slate-200 text-slate-700"}`}
          >
            {t(`business.register.steps.${key}`)}
          </li>
        ))}
      </ol>
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        <span className="block text-sm font-medium text-slate-700">
          {t("business.register.stepOf", { step, total: 3 })}
        </span>
        {stepTitle}
      </h2>
      <noscript>
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t("business.register.noScript")}</p>
      </noscript>

      {step === 3 ? (
        <div role="status" className="mt-6 text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
          <p className="mt-3 text-lg font-semibold">{t("business.register.successTitle")}</p>
          <p className="mt-2 text-slate-700">{t("business.register.successText")}</p>
          <p className="mt-2 text-slate-700">{t("business.register.trialText")}</p>
          <Link to="/business/dashboard" className={`${primaryButton} mt-6 inline-block`}>
            {t("business.register.dashboardLink")}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={step === 1 ? continueToDetails : submit} className="mt-6 space-y-4">
          <FormBanner message={banner} />
          {step === 1 ? (
            <>
              {BUSINESS_FIELDS.map(lineField)}
              <button type="submit" disabled={!hydrated} className={primaryButton}>
                {t("business.register.continue")}
              </button>
            </>
          ) : (
            <>
              <TextareaField
                label={t("business.register.description")}
                rows={4}
                required
                maxLength={2000}
                {...field("description")}
              />
              <div className="grid gap-4 sm:grid-cols-2">{PLACE_FIELDS.map(lineField)}</div>
              {lineField(CONTACT_FIELD)}
              <LogoPicker
                logo={logo}
                error={errors.logo}
                onChange={setLogo}
                onError={(message) => setErrors((e) => ({ ...e, logo: message }))}
              />
              <PlanSelect
                value={values.plan}
                error={errors.plan}
                onChange={(plan) => setValues((v) => ({ ...v, plan }))}
              />
              {PASSWORD_FIELDS.map(lineField)}
              <div className="space-y-1">
                <CheckboxField
                  name="acceptAgreement"
                  label={t("business.register.agreement")}
                  required
                  checked={values.acceptAgreement}
                  error={errors.acceptAgreement}
                  onChange={(event) => {
                    const accepted = event.currentTarget.checked;
                    setValues((v) => ({ ...v, acceptAgreement: accepted }));
                  }}
                />
                <Link to="/business/agreement" target="_blank" className="ml-6 text-sm font-semibold underline">
                  {t("business.register.agreementLink")}
                </Link>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <button type="button" onClick={() => goTo(1)} disabled={busy} className={secondaryButton}>
                  {t("business.register.back")}
                </button>
                <button type="submit" disabled={busy || !hydrated} className={primaryButton}>
                  {busy ? t("business.register.submitting") : t("business.register.submit")}
                </button>
              </div>
            </>
          )}
        </form>
      )}
    </div>
  );
}
