import type { ComponentType, FormEvent, ReactNode } from "react";
import { Form } from "react-router";

type PostForm = ComponentType<{
  method: "post";
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}>;

/**
 * An admin list's delete button: posts `intent=delete` with the row's `fields` once the browser's
 * confirmation (`question`) is accepted. `form` is a fetcher's Form where the page stays put.
 */
export function ConfirmDeleteForm({
  form: PostForm = Form,
  question,
  fields,
  disabled,
  className = "rounded-md px-2.5 py-1 text-sm text-red-700 hover:bg-red-50",
  ariaLabel,
  children,
}: {
  form?: PostForm;
  question: string;
  fields: Record<string, string | number>;
  disabled?: boolean;
  className?: string;
  ariaLabel?: string;
  children: ReactNode;
}) {
  return (
    <PostForm
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(question)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" disabled={disabled} className={className} aria-label={ariaLabel}>
        {children}
      </button>
    </PostForm>
  );
}
