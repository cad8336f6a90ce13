import { z } from "zod";

/** The server refuses request bodies above 8 MB; the file leaves room for the form around it. */
export const CATALOG_FILE_MAX_BYTES = 7 * 1024 * 1024;

/** The admin screen's upload form, checked in the browser before sending and again by the action. */
export const catalogUploadSchema = z.object({
  intent: z.literal("import"),
  file: z
    .instanceof(File, { error: "catalogImport.errors.fileRequired" })
    .refine((file) => file.size > 0, { error: "catalogImport.errors.fileRequired" })
    .refine((file) => file.size <= CATALOG_FILE_MAX_BYTES, { error: "catalogImport.errors.fileTooLarge" }),
});
