import type { BillingInterval } from "@vitrine/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/** Monthly or annual billing, the annual option saying its saving when there is one. */
export function IntervalChoice({
  interval,
  onChange,
  percentOff,
}: {
  interval: BillingInterval;
  onChange: (interval: BillingInterval) => void;
  /** The annual discount; 0 when there is none. */
  percentOff: number;
}) {
  const { t } = useTranslation();
  const annualId = useId();
  const savingId = useId();
  const saving = percentOff > 0;
  return (
    <fieldset className="vt-fieldset vt-segmented">
      <legend>{t("membership.pricing.interval")}</legend>
      <label>
        <input
          type="radio"
          name="interval"
          value="MONTHLY"
          checked={interval === "MONTHLY"}
          onChange={() => onChange("MONTHLY")}
        />
        {t("membership.pricing.monthly")}
      </label>
      {/* The saving is said after the option's name, not run into it ("AnnualSave 20 %"). */}
      <label>
        <input
          type="radio"
          name="interval"
          value="ANNUAL"
          checked={interval === "ANNUAL"}
          onChange={() => onChange("ANNUAL")}
          aria-labelledby={annualId}
          aria-describedby={saving ? savingId : undefined}
        />
        <span id={annualId}>{t("membership.pricing.annual")}</span>
        {saving ? (
          <span id={savingId} className="vt-tag">
            {t("membership.pricing.save", { percent: percentOff })}
          </span>
        ) : null}
      </label>
    </fieldset>
  );
}
