import type { ComponentProps } from "react";
import { cn } from "./cn";
import { inputClass } from "./input-class";

export { inputClass } from "./input-class";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(inputClass, className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(inputClass, "pe-8", className)} {...props} />;
}
