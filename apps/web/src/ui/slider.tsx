import * as SliderPrimitive from "@radix-ui/react-slider";
import { useId } from "react";
import { cn } from "./cn";
import { Label } from "./label";

export type SliderProps = {
  /** Visible label; also the thumb's accessible name. */
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  min: number;
  max: number;
  step: number;
  disabled?: boolean;
  /** The value as shown and announced, e.g. "Hidden" for a level of 0; defaults to the number. */
  valueText?: string;
  className?: string;
};

/** A single-value slider with its label and current value (arrow keys, Page Up/Down, Home/End). */
export function Slider({ label, value, onValueChange, min, max, step, disabled, valueText, className }: SliderProps) {
  const labelId = useId();
  const text = valueText ?? String(value);
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label id={labelId}>{label}</Label>
        <span className="text-sm tabular-nums text-zinc-600 dark:text-zinc-400" aria-hidden>
          {text}
        </span>
      </div>
      <SliderPrimitive.Root
        className="relative flex h-5 w-full touch-none items-center select-none data-[disabled]:opacity-50"
        value={[value]}
        onValueChange={([next]) => next !== undefined && onValueChange(next)}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
      >
        <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-700">
          <SliderPrimitive.Range className="absolute h-full bg-zinc-900 dark:bg-zinc-100" />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          aria-labelledby={labelId}
          aria-valuetext={text}
          className={cn(
            "block size-4 rounded-full border-2 border-zinc-900 bg-white shadow-sm dark:border-zinc-100 dark:bg-zinc-900",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500",
          )}
        />
      </SliderPrimitive.Root>
    </div>
  );
}
