import { PROTECTED_ENTER_COOKIE, routePath } from "@vitrine/sdk";
import { type PageProps, useResource, useShop, useStorefront } from "@vitrine/sdk/react";
import { Button, ResourceView } from "@vitrine/theme-kit";
import { FormField, focusFirstInvalid, useFormAction } from "@vitrine/theme-kit/forms";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { BareLayout } from "../../../layout/site-layout";

/**
 * The `coming-soon` page: the shop's announcement and, when the shop has one, the early-access password.
 * The right password sets the `protected enter` cookie the coming-soon guard reads and goes home.
 */
export function ComingSoonPage(_: PageProps<"coming-soon">) {
  const { api } = useStorefront();
  const { state } = useShop();
  const comingSoon = useResource((signal) => api.pages.comingSoon({ signal }), []);
  const date = new Intl.DateTimeFormat(state.shop?.locale ?? "en", {
    dateStyle: "long",
    timeStyle: "short",
  });
  const { t } = useTranslation();
  return (
    <BareLayout>
      <div className="vt-coming-soon vt-page-width">
        <ResourceView resource={comingSoon}>
          {(soon) => (
            <>
              <p className="vt-coming-soon__shop">{soon.shopName}</p>
              <h1>{soon.headline}</h1>
              <p className="vt-long-text">{soon.message}</p>
              {soon.launchAt === null ? null : (
                <p>
                  {t("comingSoon.launch")}{" "}
                  <time dateTime={soon.launchAt}>{date.format(new Date(soon.launchAt))}</time>
                </p>
              )}
              {soon.passwordEnabled ? <PasswordForm /> : null}
            </>
          )}
        </ResourceView>
      </div>
    </BareLayout>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const { api, cookies, navigate } = useStorefront();
  const form = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  const [password, setPassword] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const entered = await action.run(
      () => api.pages.enterComingSoon(password),
      t("comingSoon.wrongPassword"),
    );
    if (!entered) {
      focusFirstInvalid(form.current);
      return;
    }
    // Outside `run`: a cookie the jar refuses is a fault of ours, not a wrong password.
    cookies.set(PROTECTED_ENTER_COOKIE, "true", { path: "/" });
    navigate(routePath("home"));
  }

  return (
    <form ref={form} className="vt-form vt-coming-soon__form" noValidate onSubmit={submit}>
      <h2>{t("comingSoon.passwordTitle")}</h2>
      <FormField
        label={t("comingSoon.password")}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          action.reset();
        }}
        error={action.error}
      />
      <Button type="submit" busy={action.busy}>
        {t("comingSoon.enter")}
      </Button>
    </form>
  );
}
