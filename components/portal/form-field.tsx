import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { cn, focusRing } from "@/components/ui";

interface Frame {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** On the wrapper (layout); classes for the control itself go in controlClassName. */
  className?: string;
  controlClassName?: string;
  /** e.g. "sr-only" where the label is for screen readers only */
  labelClassName?: string;
}

/** What a control needs to belong to its field: the id the label points at and the hint/error wiring. */
export interface FieldControl {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  className: string;
}

const CONTROL = "w-full rounded-md border bg-white px-3 text-sm dark:bg-slate-900";

function controlClass(kind: "input" | "textarea" | "select", error: string | null | undefined): string {
  return cn(CONTROL, kind === "textarea" ? "py-2" : "h-10", error ? "border-red-500" : "border-slate-300 dark:border-slate-700", focusRing);
}

/**
 * A labelled field with hint and error wired to aria-describedby / aria-invalid, around any control:
 * `children` receives the control's props, and the label's id for controls that are a group.
 */
export function Field({
  label,
  hint,
  error,
  className,
  labelClassName,
  controlClassName,
  kind = "input",
  children,
}: Frame & { kind?: "input" | "textarea" | "select"; children: (control: FieldControl, labelId: string) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errId = `${id}-err`;
  const describedBy = [hint ? hintId : null, error ? errId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} id={`${id}-label`} className={labelClassName ?? "text-sm font-medium"}>
        {label}
      </label>
      {children(
        {
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
          className: cn(controlClass(kind, error), controlClassName),
        },
        `${id}-label`,
      )}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errId} className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

type InputField = Frame & { as?: "input" } & InputHTMLAttributes<HTMLInputElement>;
type TextareaField = Frame & { as: "textarea" } & TextareaHTMLAttributes<HTMLTextAreaElement>;
type SelectField = Frame & { as: "select" } & SelectHTMLAttributes<HTMLSelectElement>;

/** Labelled input, textarea or select (`as`), every other prop going to the control. */
export function FormField(props: InputField | TextareaField | SelectField) {
  const { label, hint, error, className, labelClassName, controlClassName } = props;
  const frame = { label, hint, error, className, labelClassName, controlClassName };
  if (props.as === "textarea") {
    const { as: _as, label: _l, hint: _h, error: _e, className: _c, labelClassName: _lc, controlClassName: _cc, ...rest } = props;
    return (
      <Field {...frame} kind="textarea">
        {(control) => <textarea {...control} {...rest} />}
      </Field>
    );
  }
  if (props.as === "select") {
    const { as: _as, label: _l, hint: _h, error: _e, className: _c, labelClassName: _lc, controlClassName: _cc, ...rest } = props;
    return (
      <Field {...frame} kind="select">
        {(control) => <select {...control} {...rest} />}
      </Field>
    );
  }
  const { as: _as, label: _l, hint: _h, error: _e, className: _c, labelClassName: _lc, controlClassName: _cc, ...rest } = props;
  return <Field {...frame}>{(control) => <input {...control} {...rest} />}</Field>;
}

/** A checkbox with its label beside it (the label wraps the box, so clicking the words toggles it). */
export function CheckboxField({
  label,
  className,
  ...input
}: { label: ReactNode; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <label className={cn("flex items-center gap-2 text-sm", className)}>
      <input type="checkbox" {...input} />
      {label}
    </label>
  );
}
