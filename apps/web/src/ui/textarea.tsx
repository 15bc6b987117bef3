import type { ComponentProps } from "react";
import { cn } from "./cn";
import { fieldLookClass } from "./input-class";

/** A multi-line text field with the look of the one-line inputs. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldLookClass, "min-h-32 w-full py-2", className)} {...props} />;
}
