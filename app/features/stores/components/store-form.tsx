import { getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Link, useNavigation } from "react-router";
import {
  checkedBy,
  FormCard,
  FormErrorNotice,
  UploadForm,
  useErrorText,
} from "~/components/form/form-scaffold";
import { Button } from "~/components/ui/button";
import { FileField } from "~/components/ui/file-field";
import { TextField } from "~/components/ui/text-field";
import {
  StorePolicyFields,
  type StorePolicyFormInput,
} from "~/features/offer-details/components/store-policy-fields";
import { storePolicyFormValue } from "~/features/offer-details/offer-details-schema";
import { STORE_FETCH_MODES } from "~/features/price-extraction/store-rule-grammar";
import { IMAGE_ACCEPT } from "~/features/uploads/image-upload";
import { type StoreFormValue, storeFormSchema } from "../store-schema";
import type { AdminStoreRow } from "../stores.server";
import { FetchRuleFields } from "./fetch-rule-fields";
import { StoreLogo } from "./store-logo";

/** The form's fields as the browser holds them. */
type StoreFormInput = {
  id?: string;
  name: string;
  nameAr: string;
  domain: string;
  logo?: File;
  removeLogo?: string;
  fetchMode: string;
  priceRule: string;
  stockRule: string;
  waitForSelector: string;
  policy?: StorePolicyFormInput;
};

type StoreFormProps = {
  /** The store being edited, or null to add one. */
  store: AdminStoreRow | null;
  lastResult?: SubmissionResult<string[]>;
  /** Where Cancel leads when editing: the list without `?edit=`. */
  cancelHref: string;
};

/** Adds a store or edits one: names in both languages, website and logo. */
export function StoreForm({ store, lastResult, cancelHref }: StoreFormProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm<StoreFormInput, StoreFormValue>({
    id: `store-form-${store?.id ?? "new"}`,
    lastResult,
    defaultValue: store
      ? {
          name: store.name,
          nameAr: store.nameAr ?? "",
          domain: store.domain ?? "",
          fetchMode: store.fetchMode,
          priceRule: store.priceRule ?? "",
          stockRule: store.stockRule ?? "",
          waitForSelector: store.waitForSelector ?? "",
          policy: storePolicyFormValue(store.policy) as StorePolicyFormInput,
        }
      : { fetchMode: "auto" },
    ...checkedBy(storeFormSchema, "onSubmit"),
  });
  const tr = useErrorText();

  return (
    <FormCard
      titleId="store-form-title"
      title={store ? t("adminStores.form.editTitle", { name: store.name }) : t("adminStores.form.addTitle")}
    >
      <UploadForm form={form} intent="save" id={store?.id}>
        <FormErrorNotice errors={form.errors} />
        <TextField
          {...getInputProps(fields.name, { type: "text" })}
          key={fields.name.key}
          label={t("adminStores.form.name")}
          hint={store ? t("adminStores.form.renameHint") : undefined}
          error={tr(fields.name.errors)}
          dir="ltr"
        />
        <TextField
          {...getInputProps(fields.nameAr, { type: "text" })}
          key={fields.nameAr.key}
          label={t("adminStores.form.nameAr")}
          error={tr(fields.nameAr.errors)}
          dir="rtl"
          lang="ar"
        />
        <TextField
          {...getInputProps(fields.domain, { type: "text" })}
          key={fields.domain.key}
          label={t("adminStores.form.domain")}
          hint={t("adminStores.form.domainHint")}
          error={tr(fields.domain.errors)}
          dir="ltr"
          inputMode="url"
          autoComplete="off"
        />
        <div className="space-y-2">
          <FileField
            {...getInputProps(fields.logo, { type: "file" })}
            key={fields.logo.key}
            accept={IMAGE_ACCEPT}
            label={t("adminStores.form.logo")}
            hint={t("adminStores.form.logoHint")}
            error={tr(fields.logo.errors)}
          />
          {store?.logoUrl ? (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <StoreLogo name={store.name} logoUrl={store.logoUrl} />
              <input type="checkbox" name="removeLogo" className="size-4" />
              {t("adminStores.form.removeLogo")}
            </label>
          ) : null}
        </div>
        <FetchRuleFields
          modes={STORE_FETCH_MODES}
          fetchMode={fields.fetchMode}
          waitForSelector={fields.waitForSelector}
          priceRule={fields.priceRule}
          stockRule={fields.stockRule}
        />
        <StorePolicyFields policy={fields.policy} />
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <Button disabled={isSaving} isBusy={isSaving}>
            {t(store ? "adminStores.form.save" : "adminStores.form.add")}
          </Button>
          {store ? (
            <Link to={cancelHref} className="text-sm font-semibold text-slate-700 underline">
              {t("adminStores.form.cancel")}
            </Link>
          ) : null}
        </div>
      </UploadForm>
    </FormCard>
  );
}
