// Loader and action steps of the admin products screen (routes/admin/products.tsx), which composes
// the admin catalogue (form, table) and the catalogue import.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import type { AppServices } from "~/app-context.server";
import { productFormSchema } from "~/features/admin-catalog/product-form-schema";
import { parseProductListParams } from "~/features/admin-catalog/product-list-params";
import {
  deleteProduct,
  getProductForEdit,
  listAdminProducts,
  listCategoryAttributeFields,
  listCategoryOptions,
  type SaveProductResult,
  saveProduct,
} from "~/features/admin-catalog/products.server";
import { queueAlertEvaluation } from "~/features/alerts/queue-alert-evaluation.server";
import { parseCatalogJson } from "~/features/catalog-import/catalog-schema";
import { catalogUploadSchema } from "~/features/catalog-import/catalog-upload-schema";
import type { CatalogImportOutcome } from "~/features/catalog-import/components/catalog-import-form";
import { importCatalog } from "~/features/catalog-import/import-catalog.server";
import type { OnLowestPriceChanged } from "~/features/prices/store-prices.server";
import { listStores } from "~/features/stores/stores.server";
import { resolveLocale } from "~/utils/i18n";

type Notice = { tone: "success" | "error"; key: string };

export type ProductsActionData =
  | { intent: "save"; result: SubmissionResult<string[]>; notice?: Notice }
  | { intent: "delete"; notice: Notice }
  | { intent: "import"; result: SubmissionResult<string[]>; outcome?: CatalogImportOutcome };

export async function loadProductsScreen({ database, logger }: AppServices, request: Request) {
  const { db } = database;
  const { searchParams } = new URL(request.url);
  const params = parseProductListParams(searchParams);
  const editId = searchParams.get("edit");
  const loadErrors: string[] = [];
  const failed = (key: string) => (error: unknown) => {
    logger.error("admin products screen failed to load", { error, key });
    loadErrors.push(key);
    return null;
  };
  const findProductToEdit = async () => {
    if (!editId) return null;
    const found = z.uuid().safeParse(editId).success ? await getProductForEdit(db, editId) : null;
    if (!found) loadErrors.push("adminProducts.errors.loadProduct");
    return found;
  };
  const [list, categories, product, stores] = await Promise.all([
    listAdminProducts(db, params, resolveLocale(request)).catch(failed("adminProducts.errors.loadProducts")),
    listCategoryOptions(db).catch(failed("adminProducts.errors.loadCategories")),
    findProductToEdit().catch(failed("adminProducts.errors.loadProductData")),
    // The stores a store row picks from.
    listStores(db).catch(failed("adminProducts.errors.loadStores")),
  ]);
  const categoryAttributes = categories
    ? await listCategoryAttributeFields(
        db,
        categories.map((category) => category.id),
      ).catch(failed("adminProducts.errors.loadCategories"))
    : null;
  return {
    params,
    list,
    categories: categories ?? [],
    categoryAttributes: categoryAttributes ?? {},
    product,
    stores: stores ?? [],
    loadErrors,
  };
}

const respond = (body: ProductsActionData, status = 200) => data(body, { status });

/** A product's lowest price moved: its alerts are evaluated once the save or import commits. */
export function alertEvaluationOf({ jobs }: AppServices): OnLowestPriceChanged {
  return (tx, change) => queueAlertEvaluation(jobs.boss, tx, change);
}

/**
 * Saves the product form. `afterSave` runs once a product is saved (a new product's offer from a
 * store page, issue 36); it may throw a redirect.
 */
export async function saveFromForm(
  services: AppServices,
  formData: FormData,
  afterSave?: (saved: { productId: string; isNew: boolean }) => Promise<void>,
) {
  const submission = parseWithZod(formData, { schema: productFormSchema });
  // Adding or removing a row without JavaScript comes back here too, as an unfinished submission.
  if (submission.status !== "success")
    return respond({ intent: "save", result: submission.reply() }, submission.status === "error" ? 400 : 200);
  let saved: SaveProductResult;
  try {
    saved = await saveProduct(services.database.db, submission.value, {
      onLowestPriceChanged: alertEvaluationOf(services),
      dataDir: services.env.DATA_DIR,
    });
  } catch (error) {
    services.logger.error("product save failed", { error });
    return respond(
      { intent: "save", result: submission.reply({ formErrors: ["adminProducts.errors.saveFailed"] }) },
      500,
    );
  }
  if (!saved.ok) {
    const fieldName =
      "field" in saved
        ? saved.field
        : "storeIndex" in saved
          ? `stores[${saved.storeIndex}].storeName`
          : "attributeKey" in saved
            ? `attributes.${saved.attributeKey}.value`
            : saved.errorKey === "adminProducts.errors.gtinTaken"
              ? "gtin"
              : null;
    const errors = fieldName
      ? { fieldErrors: { [fieldName]: [saved.errorKey] } }
      : { formErrors: [saved.errorKey] };
    return respond({ intent: "save", result: submission.reply(errors) }, 400);
  }
  await afterSave?.(saved);
  const key = saved.isNew ? "adminProducts.notices.added" : "adminProducts.notices.updated";
  return respond({
    intent: "save",
    result: submission.reply({ resetForm: saved.isNew }),
    notice: { tone: "success", key },
  });
}

async function deleteFromForm(services: AppServices, formData: FormData) {
  const id = z.uuid().safeParse(formData.get("id"));
  const failed = (status: number) =>
    respond(
      { intent: "delete", notice: { tone: "error", key: "adminProducts.errors.deleteFailed" } },
      status,
    );
  if (!id.success) return failed(400);
  try {
    if (!(await deleteProduct(services.database.db, id.data, services.env.DATA_DIR))) return failed(404);
    return respond({ intent: "delete", notice: { tone: "success", key: "adminProducts.notices.deleted" } });
  } catch (error) {
    services.logger.error("product delete failed", { error, productId: id.data });
    return failed(500);
  }
}

async function importFromForm(services: AppServices, formData: FormData) {
  const submission = parseWithZod(formData, { schema: catalogUploadSchema });
  if (submission.status !== "success") return respond({ intent: "import", result: submission.reply() }, 400);
  const report = (outcome: CatalogImportOutcome, status: number) =>
    respond({ intent: "import", result: submission.reply({ resetForm: outcome.ok }), outcome }, status);
  try {
    const parsed = parseCatalogJson(await submission.value.file.text());
    if (!parsed.ok) return report(parsed, 400);
    const imported = await importCatalog(services.database.db, parsed.document, {
      onLowestPriceChanged: alertEvaluationOf(services),
    });
    return report(imported, imported.ok ? 200 : 400);
  } catch (error) {
    services.logger.error("catalogue import failed", { error });
    return respond(
      { intent: "import", result: submission.reply({ formErrors: ["catalogImport.errors.importFailed"] }) },
      500,
    );
  }
}

/** Dispatches the screen's three forms by their `intent` field. */
export async function handleProductsAction(services: AppServices, formData: FormData) {
  const intent = formData.get("intent");
  if (intent === "delete") return deleteFromForm(services, formData);
  if (intent === "import") return importFromForm(services, formData);
  return saveFromForm(services, formData);
}
