import * as SwitchPrimitive from "@radix-ui/react-switch";
import { type ComponentProps, useId } from "react";
import { cn } from "./cn";
import { Label } from "./label";

type SwitchProps = Omit<ComponentProps<typeof SwitchPrimitive.Root>, "children"> & {
  /** Visible label; also the switch's accessible name. */
  label: string;
};

/** An on/off switch with its label beside it (Space toggles; role "switch"). */
export function Switch({ label, id: idProp, className, ...props }: SwitchProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <SwitchPrimitive.Root
        id={id}
        className={cn(
          "peer inline-flex h-5 w-9 shrink-0 items-center rounded-full border-2 border-transparent transition-colors",
          "bg-zinc-300 data-[state=checked]:bg-zinc-900 dark:bg-zinc-700 dark:data-[state=checked]:bg-zinc-100",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500",
          "disabled:cursor-not-allowed disabled:opacity-50",
        )}
        {...props}
      >
        <SwitchPrimitive.Thumb
          className={cn(
            "pointer-events-none block size-4 rounded-full bg-white shadow-sm transition-transform",
            "translate-x-0 data-[state=checked]:translate-x-4 rtl:data-[state=checked]:-translate-x-4 dark:bg-zinc-900",
          )}
        />
      </SwitchPrimitive.Root>
      <Label htmlFor={id} className="font-normal peer-disabled:opacity-50">
        {label}
      </Label>
    </div>
  );
}
