import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "./cn";
import { Input } from "./input";
import { Label } from "./label";
import { useControlHeld } from "./use-control-held";

export type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  /** The validation message, shown under the field and announced with it. */
  error?: string | undefined;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Something beside the label, e.g. a "forgot password?" link. */
  labelAside?: ReactNode;
};

/**
 * A labelled input with its hint and validation message wired up for assistive
 * technology (aria-invalid, aria-describedby). Spread react-hook-form's `register()`
 * into it: in React 19 `ref` is an ordinary prop.
 */
export function TextField({ label, error, hint, labelAside, id: idProp, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint && (
        <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password field; holding Control shows every password field as plain text. */
export function PasswordField(props: Omit<TextFieldProps, "type">) {
  const reveal = useControlHeld();
  return <TextField {...props} type={reveal ? "text" : "password"} />;
}
