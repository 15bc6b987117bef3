import { CircleNotch } from "@phosphor-icons/react";
import { Button, type ButtonProps } from "./button";

type SubmitButtonProps = Omit<ButtonProps, "type" | "asChild"> & { pending: boolean };

/** A form's submit button: disabled with a spinner while the request runs. */
export function SubmitButton({ pending, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending && <CircleNotch size={16} aria-hidden className="animate-spin" />}
      {children}
    </Button>
  );
}
